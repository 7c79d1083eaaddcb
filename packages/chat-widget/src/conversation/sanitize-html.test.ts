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
    ['<a href="javascript:alert(1)">e</a>', '<a rel="noopener noreferrer">e</a>'],
    ['<a href="data:text/html,x">f</a>', '<a rel="noopener noreferrer">f</a>'],
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

  it('opens phone and mail links in their app, not in a blank tab', () => {
    expect(sanitizeChatHtml('<a href="tel:18007905" target="_blank">전화</a>')).toBe(
      '<a href="tel:18007905" rel="noopener noreferrer">전화</a>',
    );
    expect(sanitizeChatHtml('<a href="mailto:help@example.kr">메일</a>')).toBe(
      '<a href="mailto:help@example.kr" rel="noopener noreferrer">메일</a>',
    );
  });

  it('links a web address written as text, but not one already linked', () => {
    expect(sanitizeChatHtml('<p>자료: https://example.kr/a.</p>')).toBe(
      '<p>자료: <a href="https://example.kr/a" target="_blank" rel="noopener noreferrer">https://example.kr/a</a>.</p>',
    );
    expect(sanitizeChatHtml('<p><a href="https://example.kr/b">https://example.kr/b</a></p>')).toBe(
      '<p><a href="https://example.kr/b" target="_blank" rel="noopener noreferrer">https://example.kr/b</a></p>',
    );
    // A link made from text is as safe as any: markup in it stays text.
    expect(sanitizeChatHtml('<p>https://example.kr/&lt;script&gt;</p>')).not.toContain('<script');
  });
});
