// spec/site.md §5 Sign-up: the phone and name rules of the sign-up data (call #19).
import { NAME_MAX_LENGTH, NAME_MIN_LENGTH, PHONE_NUMBER_PATTERN } from '../constants';

/** §5 "Phone: non-digits stripped". */
export function normalizePhoneNumber(value: string): string {
  return value.replace(/\D/g, '');
}

/** §5 "must match 010 followed by 7 or 8 digits", after stripping. */
export function isValidPhoneNumber(value: string): boolean {
  return PHONE_NUMBER_PATTERN.test(normalizePhoneNumber(value));
}

// Complete Hangul syllables (가 to 힣). Lone jamo such as ㄱ or ㅏ are Hangul too, but no
// name is written with them, so they are dropped with everything else.
const NOT_HANGUL_SYLLABLE = /[^\uAC00-\uD7A3]/g;

/** A name as sent (call #19): only Hangul syllables, 2 to 6 of them. */
export const NAME_PATTERN = new RegExp(
  `^[\\uAC00-\\uD7A3]{${NAME_MIN_LENGTH},${NAME_MAX_LENGTH}}$`,
);

/** §5 "Name: only Hangul kept". */
export function normalizeName(value: string): string {
  return value.normalize('NFC').replace(NOT_HANGUL_SYLLABLE, '');
}

/** §5 and §9: 2 to 6 Hangul characters, after keeping only Hangul. */
export function isValidName(value: string): boolean {
  return NAME_PATTERN.test(normalizeName(value));
}
