// z.enum of one field of a constant list (the codes of CASE_STATES, the keys of REGIONS…), so
// that each list of codes is spelled once, in constants.ts.
import { z } from 'zod';

export function enumOf<
  K extends string,
  const T extends readonly [Record<K, string>, ...Record<K, string>[]],
>(list: T, key: K) {
  type Value = T[number][K];
  return z.enum(list.map((item) => item[key]) as [Value, ...Value[]]);
}
