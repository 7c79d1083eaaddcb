import {
  CERTIFICATION_NUMBER_LENGTH,
  isValidName,
  isValidPhoneNumber,
  normalizeName,
  normalizePhoneNumber,
} from '@lawfirm/api-client/chat-core';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';

import type { HistoryActions } from '../chat/history-actions';
import { PHONE_MAX_LENGTH } from '../constants';
import { useAdoptedStyles } from '../panel/use-adopted-styles';
import { VERIFICATION_STYLES } from './verification-styles';
import { VERIFICATION_SCREEN_TEXTS as TEXTS } from './verification-texts';
import { countdownAt, formatCountdown, resendWaitAt } from './verification-timer';

/** §5 "Confirm is enabled only with at least 5 characters". */
export const CONFIRM_MIN_LENGTH = CERTIFICATION_NUMBER_LENGTH - 1;

export interface VerificationViewProps {
  actions: Pick<HistoryActions, 'sendCode' | 'verifyCode' | 'warnVerificationExpired'>;
  /** The countdown's clock (tests pass their fake one's). */
  now?: () => number;
}

/**
 * spec/chat-widget.md §2 Phone-verification screen, §4 Phone verification, §5: name and phone,
 * send, the 180 s countdown with resend after 30 s, then the code.
 */
export function VerificationView({ actions, now = Date.now }: VerificationViewProps) {
  const id = useId();
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  // When the code in the entry was sent (null: no code entry), and when and to which number
  // the last code went: the api refuses that number another for 30 s, whatever the name.
  const [sentAt, setSentAt] = useState<number | null>(null);
  const [lastSent, setLastSent] = useState<{ at: number; phone: string } | null>(null);
  const [sending, setSending] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [clock, setClock] = useState(now);
  const codeRef = useRef<HTMLInputElement>(null);
  const rootRef = useRef<HTMLElement>(null);
  useAdoptedStyles(rootRef, VERIFICATION_STYLES);

  // The countdowns tick each second once a code went out.
  useEffect(() => {
    if (lastSent === null) return undefined;
    const timer = setInterval(() => setClock(now()), 1_000);
    return () => clearInterval(timer);
  }, [lastSent, now]);

  const countdown = sentAt === null ? null : countdownAt(sentAt, clock);
  const resendWait = lastSent?.phone === phone ? resendWaitAt(lastSent.at, clock) : 0;
  const nameValid = isValidName(name);
  const phoneValid = isValidPhoneNumber(phone);
  // §5 "disabled while sending, unless name and phone are both valid, and during the first
  // 30 seconds after a send".
  const canSend = !sending && nameValid && phoneValid && resendWait === 0;
  const canConfirm = countdown !== null && !confirming && code.length >= CONFIRM_MIN_LENGTH;

  // §4 "Changing name or phone resets the sent state": the code entry goes (its code is for
  // the earlier name and number); for the same number, the send button counts down to when
  // the api takes a new send.
  const resetSent = () => {
    setSentAt(null);
    setCode('');
  };

  const send = async () => {
    if (!canSend) return;
    setSending(true);
    const sent = await actions.sendCode(normalizeName(name), phone);
    setSending(false);
    if (!sent) return;
    const at = now();
    setSentAt(at);
    setLastSent({ at, phone });
    setClock(at);
    setCode('');
  };

  // The code entry appears once a code is out; the visitor types there next.
  useEffect(() => {
    if (sentAt !== null) codeRef.current?.focus();
  }, [sentAt]);

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (!canConfirm) return;
    // §5 "Confirming after the timer reaches zero is blocked with a warning".
    if (countdownAt(sentAt!, now()).expired) {
      actions.warnVerificationExpired();
      return;
    }
    setConfirming(true);
    await actions.verifyCode(normalizeName(name), phone, code);
    setConfirming(false);
  };

  return (
    <section ref={rootRef} className="vv" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className="vv-heading">
        {TEXTS.heading}
      </h3>
      <p className="vv-lead">{TEXTS.lead}</p>
      <form className="cv-form" noValidate onSubmit={(event) => void confirm(event)}>
        <div className="cv-field">
          <label htmlFor={`${id}-name`}>{TEXTS.name}</label>
          <input
            id={`${id}-name`}
            type="text"
            autoComplete="name"
            value={name}
            aria-describedby={`${id}-name-hint`}
            onChange={(event) => {
              setName(event.target.value);
              resetSent();
            }}
            // Hangul arrives through an IME: only syllables are kept once the field is left.
            onBlur={() => setName(normalizeName(name))}
          />
          <p id={`${id}-name-hint`} className="cv-field-hint">
            {TEXTS.nameHint}
          </p>
        </div>
        <div className="cv-field">
          <label htmlFor={`${id}-phone`}>{TEXTS.phone}</label>
          <div className="vv-row">
            <input
              id={`${id}-phone`}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              value={phone}
              aria-describedby={`${id}-phone-hint`}
              onChange={(event) => {
                setPhone(normalizePhoneNumber(event.target.value).slice(0, PHONE_MAX_LENGTH));
                resetSent();
              }}
            />
            <button
              type="button"
              className="cv-button vv-send"
              disabled={!canSend}
              onClick={() => void send()}
            >
              {sending
                ? TEXTS.sending
                : sentAt === null
                  ? resendWait > 0
                    ? TEXTS.sendIn(resendWait)
                    : TEXTS.send
                  : TEXTS.resend}
            </button>
          </div>
          <p id={`${id}-phone-hint`} className="cv-field-hint">
            {TEXTS.phoneHint}
          </p>
        </div>
        {countdown !== null && (
          <>
            <div className="cv-field">
              <label htmlFor={`${id}-code`}>{TEXTS.code}</label>
              <div className="vv-row">
                <input
                  ref={codeRef}
                  id={`${id}-code`}
                  type="text"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={CERTIFICATION_NUMBER_LENGTH}
                  value={code}
                  aria-describedby={`${id}-code-hint ${id}-remaining`}
                  onChange={(event) =>
                    setCode(
                      event.target.value.replace(/\D/g, '').slice(0, CERTIFICATION_NUMBER_LENGTH),
                    )
                  }
                />
                <span
                  id={`${id}-remaining`}
                  className="vv-remaining"
                  data-expired={countdown.expired}
                >
                  {TEXTS.remaining(formatCountdown(countdown.remainingSeconds))}
                </span>
              </div>
              <p id={`${id}-code-hint`} className="cv-field-hint">
                {TEXTS.codeHint}
              </p>
            </div>
            <p className="vv-sent-hint">{TEXTS.sentHint}</p>
            <button
              type="submit"
              className="cv-button cv-button-primary vv-confirm"
              disabled={!canConfirm}
            >
              {confirming ? TEXTS.confirming : TEXTS.confirm}
            </button>
          </>
        )}
      </form>
    </section>
  );
}
