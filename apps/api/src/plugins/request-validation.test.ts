import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { safeParseRequest, UNCHECKABLE_MESSAGE } from './request-validation';

describe('safeParseRequest', () => {
  it('passes a valid value through', () => {
    expect(safeParseRequest(z.object({ a: z.number() }), { a: 1 })).toEqual({
      success: true,
      data: { a: 1 },
    });
  });

  it('keeps the issues of an invalid value', () => {
    const result = safeParseRequest(z.object({ a: z.number() }), { a: 'x' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['a']);
  });

  it('turns a schema that throws into a failed result', () => {
    const throwing = z.string().refine(() => {
      throw new RangeError('Maximum call stack size exceeded');
    });
    const result = safeParseRequest(throwing, 'x');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(UNCHECKABLE_MESSAGE);
  });

  it('answers a failed result for JSON nested beyond the stack of a recursive schema', () => {
    let deep: unknown = 1;
    for (let level = 0; level < 20_000; level += 1) deep = [deep];
    expect(safeParseRequest(z.json(), deep).success).toBe(false);
  });
});
