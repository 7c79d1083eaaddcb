import { MAX_IDX } from '@lawfirm/api-client';

/**
 * An entity's idx as a route path writes it: a positive whole number up to MAX_IDX; anything
 * else (a letter, a leading zero, a sign, a number past any row) is no entry, answered 404.
 */
export function idxParamOf(param: string): number | undefined {
  if (!/^[1-9]\d{0,9}$/.test(param)) return undefined;
  const idx = Number(param);
  return idx <= MAX_IDX ? idx : undefined;
}
