import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { isPlainText, plainText, PLAIN_TEXT_MESSAGE } from './plain-text';

describe('plainText', () => {
  const schema = plainText(z.string().max(20));

  it.each([
    ['a tag', '<b>굵게</b>', false],
    ['a script', '<script>alert(1)</script>', false],
    ['a closing tag', '상담</p>', false],
    ['a comment', '<!-- x -->', false],
    ['a processing instruction', '<?xml?>', false],
    ['an upper-case tag', '<IMG SRC=x>', false],
    ['a comparison', '1 < 2 그리고 3 > 2', true],
    ['a lone bracket at the end', '금액 <', true],
    ['an arrow', '<- 이전', true],
    ['Korean after a bracket', '<중요> 문의', true],
    ['plain Korean', '이혼 재산분할', true],
  ])('%s', (_name, value, valid) => {
    expect(isPlainText(value)).toBe(valid);
    expect(schema.safeParse(value).success).toBe(valid);
  });

  it('answers the Korean message and keeps the schema limits', () => {
    expect(schema.safeParse('<a href=x>').error?.issues[0]?.message).toBe(PLAIN_TEXT_MESSAGE);
    expect(schema.safeParse('가'.repeat(21)).success).toBe(false);
  });

  it('converts to JSON Schema as the plain string it refines', () => {
    expect(z.toJSONSchema(schema)).toMatchObject({ type: 'string', maxLength: 20 });
  });
});
