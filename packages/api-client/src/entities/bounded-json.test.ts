import { describe, expect, it } from 'vitest';

import { boundedJson, jsonProblem } from './bounded-json';
import { STORABLE_TEXT_MESSAGE } from './storable-text';

const bounds = { maxDepth: 4, maxLength: 200 };

/** `depth` arrays nested in one another around 1. */
function nested(depth: number): unknown {
  let value: unknown = 1;
  for (let level = 0; level < depth; level += 1) value = [value];
  return value;
}

describe('jsonProblem', () => {
  it.each([
    ['a scalar', 12],
    ['null', null],
    ['a form', { form: { inputs: [{ label: '성함', value: '홍길동' }] } }],
    ['nesting at the limit', nested(4)],
  ])('accepts %s', (_name, value) => {
    expect(jsonProblem(value, bounds)).toBeNull();
  });

  it.each([
    ['nesting one level too deep', nested(5), 'nested at most 4'],
    ['a long string', { text: 'x'.repeat(300) }, 'at most 200'],
    ['many small values', Array.from({ length: 50 }, () => 0), 'at most 200'],
    ['a NUL in a string', { text: 'a\u0000' }, STORABLE_TEXT_MESSAGE],
    ['a NUL in a key', { ['k\u0000']: 1 }, STORABLE_TEXT_MESSAGE],
    ['a lone surrogate', ['\uD800'], STORABLE_TEXT_MESSAGE],
  ])('refuses %s', (_name, value, problem) => {
    expect(jsonProblem(value, bounds)).toContain(problem);
  });

  it('walks a value nested far beyond the stack without throwing', () => {
    expect(jsonProblem(nested(100_000), bounds)).toContain('nested at most 4');
  });
});

describe('boundedJson', () => {
  const schema = boundedJson(bounds);

  it('parses JSON within the bounds', () => {
    expect(schema.parse({ a: [1, '둘', null, true] })).toEqual({ a: [1, '둘', null, true] });
  });

  it('answers an issue, not a thrown error, for a value nested thousands of levels deep', () => {
    const parsed = schema.safeParse(nested(2000));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toContain('nested at most 4');
  });

  it('refuses what JSON cannot hold', () => {
    expect(schema.safeParse({ when: new Date(0) }).success).toBe(false);
    expect(schema.safeParse(undefined).success).toBe(false);
    expect(schema.safeParse([1, Number.NaN]).success).toBe(false);
    expect(schema.safeParse({ tags: new Map() }).success).toBe(false);
    expect(schema.safeParse({ a: [null, true, 1.5, 'x', {}] }).success).toBe(true);
  });
});
