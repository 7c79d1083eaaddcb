// What finishing sign-up sends (spec/site.md §7 #18 and #19) from the sign-up session data
// (§3), with the rules of §5: completion needs name, phoneNumber and uuid; the name keeps only
// Hangul (2 to 6), the phone only digits (010 and 7 or 8 more).
import {
  isValidName,
  isValidPhoneNumber,
  normalizeName,
  normalizePhoneNumber,
} from '@lawfirm/api-client/site-core';
import type { AppUserPatchBodyInput, InterestCategoryCode } from '@lawfirm/api-client/site-core';

import type { SignUpData } from '../../member/stored-session';

export interface Interests {
  categories: InterestCategoryCode[];
  fields: number[];
}

export interface SignUpRequest {
  /** #18: marketing_agree and alert_agree take this one answer; false when none was kept. */
  agree: boolean;
  /** #19 */
  user: AppUserPatchBodyInput;
}

export type SignUpRequestCheck =
  | { ok: true; request: SignUpRequest }
  /** §8 logs these only ("no login info", "required info missing"); the page explains them. */
  | { ok: false; reason: 'missing'; log: 'no login info' | 'required info missing' }
  | { ok: false; reason: 'invalid'; log: string };

/** The two calls' bodies, or why sign-up cannot finish with this data. */
export function signUpRequestOf(data: SignUpData, interests?: Interests): SignUpRequestCheck {
  const { name, phoneNumber, uuid } = data;
  if (!name && !phoneNumber && !uuid) return { ok: false, reason: 'missing', log: 'no login info' };
  if (!name || !phoneNumber || !uuid) {
    return { ok: false, reason: 'missing', log: 'required info missing' };
  }
  if (!isValidName(name)) return { ok: false, reason: 'invalid', log: 'invalid name' };
  if (!isValidPhoneNumber(phoneNumber)) {
    return { ok: false, reason: 'invalid', log: 'invalid phone number' };
  }
  const user: AppUserPatchBodyInput = {
    name: normalizeName(name),
    phoneNumber: normalizePhoneNumber(phoneNumber),
    uuid,
    ...(interests ? { categoryAndField: interests } : {}),
  };
  return { ok: true, request: { agree: data.marketing_agree ?? false, user } };
}
