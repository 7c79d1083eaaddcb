// A row id (idx) as the api accepts it in a path or a query (idxTextSchema,
// entities/request-fields.ts), checked without zod for the site's browser code: a route tells an
// idx the api would refuse (a letter, a leading zero, a sign, a number past any row) from one
// naming nothing. The schema reads its digits with the pattern below; idx.test.ts holds both
// to the same answers.
import { MAX_IDX } from '../constants';

/** Decimal digits without a leading zero: how a whole number is written in a path or a query. */
export const DECIMAL_DIGITS_PATTERN = /^(0|[1-9][0-9]{0,15})$/;

/** The row id `text` writes, or undefined when the api would refuse it. */
export function idxOf(text: string): number | undefined {
  if (!DECIMAL_DIGITS_PATTERN.test(text)) return undefined;
  const idx = Number(text);
  return idx >= 1 && idx <= MAX_IDX ? idx : undefined;
}

export function isIdx(text: string): boolean {
  return idxOf(text) !== undefined;
}
