/** The contact field keeps digits only (spec/site.md §5: "digits without hyphens"). */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '');
}

// Korean numbers are at most 11 digits (010-1234-5678); Seoul's 02 numbers at most 10
// (02-1234-5678); nationwide representative numbers (15xx, 16xx, 18xx) exactly 8.
const MAX_DIGITS = 11;
const SEOUL_MAX_DIGITS = 10;
const REPRESENTATIVE = /^1[568]\d{2}/;
const REPRESENTATIVE_DIGITS = 8;

/** The longest a formatted number gets (010-1234-5678): an input's maxLength. */
export const FORMATTED_PHONE_MAX_LENGTH = MAX_DIGITS + 2;

function join(...groups: string[]): string {
  return groups.filter((group) => group.length > 0).join('-');
}

/**
 * spec/site.md §5: the phone formatter the contact field passes through. Formats as the
 * visitor types, so partial numbers get hyphens too: 010-1234-5678, 031-123-4567,
 * 02-123-4567, 02-1234-5678, 1800-7905. Anything but digits is dropped and surplus digits
 * are cut off.
 */
export function formatPhoneNumber(value: string): string {
  const digits = phoneDigits(value);

  if (digits.startsWith('02')) {
    const d = digits.slice(0, SEOUL_MAX_DIGITS);
    // 02-123-4567 until the tenth digit makes it 02-1234-5678.
    const middle = d.length === SEOUL_MAX_DIGITS ? 4 : 3;
    return join(d.slice(0, 2), d.slice(2, 2 + middle), d.slice(2 + middle));
  }

  if (REPRESENTATIVE.test(digits)) {
    const d = digits.slice(0, REPRESENTATIVE_DIGITS);
    return join(d.slice(0, 4), d.slice(4));
  }

  const d = digits.slice(0, MAX_DIGITS);
  // 010-123-4567 until the eleventh digit makes it 010-1234-5678.
  const middle = d.length === MAX_DIGITS ? 4 : 3;
  return join(d.slice(0, 3), d.slice(3, 3 + middle), d.slice(3 + middle));
}
