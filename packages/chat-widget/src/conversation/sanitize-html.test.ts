import { describe, expect, it } from 'vitest';

import { sanitizeChatHtml } from './sanitize-html';

describe('sanitizeChatHtml (DESIGN.md §7: DOMPurify on render)', () => {
  it('keeps paragraphs, emphasis and lists', () => {
    expect(sanitizeChatHtml('<p>안녕 <strong>하세요</strong></p><ul><li>하나</li></ul>')).toBe(
      '<p>안녕 <strong>하세요</strong></p><ul><li>하나</li></ul>',
    );
  });

  it.each([
    ['<p>a</p><script>alert(1)</script>', '<p>a</p>'],
    ['<img src="x" onerror="alert(1)">b', 'b'],
    ['<p onclick="alert(1)" style="color:red" class="x">c</p>', '<p>c</p>'],
    ['<iframe src="https://evil.example"></iframe>d', 'd'],
    ['<a href="javascript:alert(1)">e</a>', '<a target="_blank" rel="noopener noreferrer">e</a>'],
    ['<a href="data:text/html,x">f</a>', '<a target="_blank" rel="noopener noreferrer">f</a>'],
  ])('strips what could run or load: %s', (html, expected) => {
    expect(sanitizeChatHtml(html)).toBe(expected);
  });

  it('opens links in a new tab without giving the page away', () => {
    const html = sanitizeChatHtml(
      '<a href="https://example.kr/a" target="_self" rel="opener">x</a>',
    );
    expect(html).toBe(
      '<a href="https://example.kr/a" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it.each(['mailto:help@example.kr', 'tel:18007905', 'http://example.kr'])(
    'keeps %s links',
    (href) => {
      expect(sanitizeChatHtml(`<a href="${href}">x</a>`)).toContain(`href="${href}"`);
    },
  );
});
