import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { isStorableText, STORABLE_TEXT_MESSAGE, storableText } from './storable-text';

describe('storableText', () => {
  const schema = storableText(z.string().max(20));

  it.each([
    ['a NUL character', 'a\u0000b', false],
    ['a NUL character alone', '\u0000', false],
    ['a lone high surrogate', 'x\uD83D', false],
    ['a lone high surrogate before text', '\uD83Dx', false],
    ['a lone low surrogate', '\uDE00x', false],
    ['two low surrogates', '\uDE00\uDE00', false],
    ['a reversed pair', '\uDE00\uD83D', false],
    ['an emoji (a whole pair)', '상담 😀 문의', true],
    ['two emoji in a row', '😀😀', true],
    ['other control characters', 'a\tb\nc\u0001', true],
    ['plain Korean', '이혼 재산분할', true],
  ])('%s', (_name, value, storable) => {
    expect(isStorableText(value)).toBe(storable);
    expect(schema.safeParse(value).success).toBe(storable);
  });

  it('answers the Korean message and keeps the schema limits', () => {
    expect(schema.safeParse('a\u0000').error?.issues[0]?.message).toBe(STORABLE_TEXT_MESSAGE);
    expect(schema.safeParse('가'.repeat(21)).success).toBe(false);
  });

  it('converts to JSON Schema as the plain string it refines', () => {
    expect(z.toJSONSchema(schema)).toMatchObject({ type: 'string', maxLength: 20 });
  });
});
