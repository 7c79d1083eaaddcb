// A Korean business registration number (사업자등록번호) as the footer shows it (spec/site.md §2
// Footer): NNN-NN-NNNNN, whose last digit checks the other nine. The National Tax Service's
// rule: weigh the first nine digits by 1, 3, 7, 1, 3, 7, 1, 3, 5, add the tens of the ninth
// digit times 5, and the check digit brings the sum up to a multiple of ten.

const WEIGHTS = [1, 3, 7, 1, 3, 7, 1, 3, 5] as const;

/** NNN-NN-NNNNN, the form in which the number is written. */
export const BUSINESS_NUMBER_PATTERN = /^\d{3}-\d{2}-\d{5}$/;

/** The check digit of the first nine digits of a business registration number. */
export function businessNumberCheckDigit(firstNine: string): number {
  if (!/^\d{9}$/.test(firstNine)) throw new RangeError('expected nine digits');
  const digits = [...firstNine].map(Number);
  const weighted = WEIGHTS.reduce((sum, weight, index) => sum + weight * digits[index]!, 0);
  const carry = Math.floor((digits[8]! * 5) / 10);
  return (10 - ((weighted + carry) % 10)) % 10;
}

/** Whether `value` is written NNN-NN-NNNNN and its check digit is right. */
export function isBusinessNumber(value: string): boolean {
  if (!BUSINESS_NUMBER_PATTERN.test(value)) return false;
  const digits = value.replaceAll('-', '');
  return businessNumberCheckDigit(digits.slice(0, 9)) === Number(digits[9]);
}
