import { describe, expect, it } from 'vitest';

import { containsPattern } from './keyword-search';

describe('containsPattern', () => {
  it.each([
    ['이혼', '%이혼%'],
    ['100%', '%100\\%%'],
    ['a_b', '%a\\_b%'],
    ['c:\\x', '%c:\\\\x%'],
  ])('%s -> %s', (keyword, pattern) => {
    expect(containsPattern(keyword)).toBe(pattern);
  });
});
