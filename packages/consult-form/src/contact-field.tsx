// spec/site.md §5: the contact is typed as digits without hyphens and shown through the phone
// formatter; the same field on both consultation forms.
import {
  FORMATTED_PHONE_MAX_LENGTH,
  formatPhoneNumber,
  phoneDigits,
} from '@lawfirm/api-client/site-core';

import { TextField } from './fields';

export const CONTACT_LABEL = '연락처';
export const CONTACT_HINT = '숫자만 입력해 주세요. 하이픈(-)은 자동으로 들어갑니다.';

export interface ContactFieldProps {
  id: string;
  /** Digits only. */
  value: string;
  onValueChange: (digits: string) => void;
  error?: string;
}

export function ContactField({ id, value, onValueChange, error }: ContactFieldProps) {
  return (
    <TextField
      id={id}
      name="cc_tel"
      label={CONTACT_LABEL}
      required
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={FORMATTED_PHONE_MAX_LENGTH}
      hint={CONTACT_HINT}
      value={formatPhoneNumber(value)}
      onValueChange={(typed) => onValueChange(phoneDigits(formatPhoneNumber(typed)))}
      error={error}
    />
  );
}
