// Table-driven schema tests: a realistic value is accepted, and each bad variant of it is
// rejected at the path named in its row (so a rejection for the wrong reason fails the test).
import { expect, it } from 'vitest';
import type { z } from 'zod';

/** [what is wrong, the bad value, the path (dotted) of the issue it must raise] */
export type Rejection = readonly [name: string, value: unknown, path: string];

/**
 * `value` is untyped on purpose: query values arrive as text, which the schemas coerce, while
 * their input types (for the calling side) say number. `expected` is the parsed value when it
 * differs from `value` (defaults, coercion, trimming).
 */
export function itAccepts(schema: z.ZodType, value: unknown, expected?: unknown) {
  it('accepts a realistic Korean example', () => {
    const parsed = schema.safeParse(value);
    expect(parsed.error?.issues).toBeUndefined();
    expect(parsed.data).toEqual(expected ?? value);
  });
}

export function itRejects(schema: z.ZodType, rows: readonly Rejection[]) {
  it.each(rows)('rejects %s', (_name, value, path) => {
    const parsed = schema.safeParse(value);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.map(String).join('.'))).toContain(path);
  });
}

/** A copy of `base` with `key` removed. */
export function without<T extends object>(base: T, key: keyof T): Partial<T> {
  const copy = { ...base };
  delete copy[key];
  return copy;
}
