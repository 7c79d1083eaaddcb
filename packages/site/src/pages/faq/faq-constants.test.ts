import { describe, expect, it } from 'vitest';

import { FAQ_EXCERPT_LENGTH, excerptOf, faqBackToListPath, keywordChips } from './faq-constants';

describe('faqBackToListPath', () => {
  // spec/site.md §2: "/faq, or /faq/{code_desc} for other codes; code aiit goes to /faq".
  it.each([
    [{ code: 'CT0005', code_desc: 'divorce' }, '/faq/divorce'],
    [{ code: 'aiit', code_desc: 'aiit' }, '/faq'],
    [{ code: 'CT0001', code_desc: '' }, '/faq'],
  ])('%j goes back to %s', (entry, path) => {
    expect(faqBackToListPath(entry)).toBe(path);
  });
});

describe('keywordChips', () => {
  it('splits on commas, trims, and drops blanks and repeats', () => {
    expect(keywordChips(' 이혼, 재산분할,,이혼 , ')).toEqual(['이혼', '재산분할']);
    expect(keywordChips('')).toEqual([]);
  });
});

describe('excerptOf', () => {
  it('keeps a short text whole, with its whitespace collapsed', () => {
    expect(excerptOf('  한 줄\n\n두 줄  ')).toBe('한 줄 두 줄');
  });

  it('cuts a long text at a word with an ellipsis', () => {
    const text = '가나다 '.repeat(60);
    const excerpt = excerptOf(text);
    expect(excerpt.endsWith('가나다…')).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(FAQ_EXCERPT_LENGTH + 1);
  });
});
