// A first sign-in's own details, asked before the interests (spec/site.md §2 Sign-up): the
// sign-up steps send a name, a phone number and a device id (§3 Sign-up session data, §7 #19),
// which the app gives on a phone; on the web the member writes them here. §5's rules: only
// Hangul kept in the name, 2 to 6 characters; the phone's non-digits stripped, 010 and 7 or 8
// digits.
import {
  FORMATTED_PHONE_MAX_LENGTH,
  formatPhoneNumber,
  isValidName,
  isValidPhoneNumber,
  normalizeName,
  normalizePhoneNumber,
} from '@lawfirm/api-client/site-core';
import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';

import type { SignUpData } from '../../member/stored-session';

/**
 * What the name field takes: room for a name written with spaces or Latin letters, which §5's
 * rule strips before checking the 2 to 6 Hangul characters.
 */
const NAME_INPUT_MAX_LENGTH = 20;

export const NAME_RULE_MESSAGE = '이름은 한글 2~6자로 입력해 주세요.';
export const PHONE_RULE_MESSAGE = '휴대폰 번호는 010으로 시작하는 10~11자리 숫자로 입력해 주세요.';

export interface SignUpDetails {
  name: string;
  phoneNumber: string;
  marketing_agree: boolean;
}

export interface SignUpDetailsFormProps {
  /** What is known already: the provider's name, or an earlier try kept in session storage. */
  initial: Pick<SignUpData, 'name' | 'phoneNumber' | 'marketing_agree'>;
  onSubmit(details: SignUpDetails): void;
}

export function SignUpDetailsForm({ initial, onSubmit }: SignUpDetailsFormProps) {
  const id = useId();
  const [name, setName] = useState(() =>
    initial.name && isValidName(initial.name) ? normalizeName(initial.name) : '',
  );
  const [phone, setPhone] = useState(() => formatPhoneNumber(initial.phoneNumber ?? ''));
  const [marketing, setMarketing] = useState(initial.marketing_agree ?? false);
  const [errors, setErrors] = useState<{ name?: string; phone?: string }>({});
  const nameRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      ...(isValidName(name) ? {} : { name: NAME_RULE_MESSAGE }),
      ...(isValidPhoneNumber(phone) ? {} : { phone: PHONE_RULE_MESSAGE }),
    };
    setErrors(next);
    if (next.name) return nameRef.current?.focus();
    if (next.phone) return phoneRef.current?.focus();
    onSubmit({
      name: normalizeName(name),
      phoneNumber: normalizePhoneNumber(phone),
      marketing_agree: marketing,
    });
  };

  return (
    <form className="site-login__details" noValidate onSubmit={submit}>
      <div className="site-login__field">
        <label htmlFor={`${id}-name`}>
          이름 <span className="site-login__required">(필수)</span>
        </label>
        <input
          ref={nameRef}
          id={`${id}-name`}
          name="name"
          autoComplete="name"
          value={name}
          maxLength={NAME_INPUT_MAX_LENGTH}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? `${id}-name-error` : `${id}-name-hint`}
        />
        {errors.name ? (
          <p id={`${id}-name-error`} className="site-login__error">
            {errors.name}
          </p>
        ) : (
          <p id={`${id}-name-hint`} className="site-login__hint">
            한글 2~6자
          </p>
        )}
      </div>
      <div className="site-login__field">
        <label htmlFor={`${id}-phone`}>
          휴대폰 번호 <span className="site-login__required">(필수)</span>
        </label>
        <input
          ref={phoneRef}
          id={`${id}-phone`}
          name="phoneNumber"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          value={phone}
          maxLength={FORMATTED_PHONE_MAX_LENGTH}
          onChange={(event) => setPhone(formatPhoneNumber(event.target.value))}
          aria-invalid={errors.phone ? true : undefined}
          aria-describedby={errors.phone ? `${id}-phone-error` : `${id}-phone-hint`}
        />
        {errors.phone ? (
          <p id={`${id}-phone-error`} className="site-login__error">
            {errors.phone}
          </p>
        ) : (
          <p id={`${id}-phone-hint`} className="site-login__hint">
            사건 진행 소식을 알려 드릴 번호예요. 숫자만 입력해도 됩니다.
          </p>
        )}
      </div>
      <label className="site-login__consent">
        <input
          type="checkbox"
          name="marketing_agree"
          checked={marketing}
          onChange={(event) => setMarketing(event.target.checked)}
        />
        <span>법률 정보와 이벤트 소식 받기 (선택)</span>
      </label>
      <button type="submit" className="lf-button site-login__next" data-variant="primary">
        다음
      </button>
    </form>
  );
}
