import { describe, expect, it } from 'vitest';

import { linkifiedParts } from './linkify';

const link = (href: string) => ({ text: href, href });

/** The expected parts: a string is plain text, link() an address. */
const parts = (...items: (string | { text: string; href: string })[]) =>
  items.map((item) => (typeof item === 'string' ? { text: item } : item));

describe('linkifiedParts', () => {
  it.each<[string, ReturnType<typeof linkifiedParts>]>([
    [
      '자료는 https://lawfirm.example/docs 에 있습니다',
      parts('자료는 ', link('https://lawfirm.example/docs'), ' 에 있습니다'),
    ],
    ['확인: http://a.example/x?y=1&z=2.', parts('확인: ', link('http://a.example/x?y=1&z=2'), '.')],
    ['(https://a.example/b) 참고', parts('(', link('https://a.example/b'), ') 참고')],
    ['(https://a.example/b?c=(1)).', parts('(', link('https://a.example/b?c=(1'), ')).')],
    [
      '두 곳: https://a.example, https://b.example!',
      parts('두 곳: ', link('https://a.example'), ', ', link('https://b.example'), '!'),
    ],
    ['주소 없음 lawfirm.example', parts('주소 없음 lawfirm.example')],
    ['javascript:alert(1) ftp://x.example', parts('javascript:alert(1) ftp://x.example')],
  ])('%s', (text, expected) => {
    expect(linkifiedParts(text)).toEqual(expected);
  });

  it('keeps the text whole', () => {
    const text = '예약은 https://lawfirm.example/choice, 전화는 1800-7905.';
    expect(
      linkifiedParts(text)
        .map((part) => part.text)
        .join(''),
    ).toBe(text);
  });
});
