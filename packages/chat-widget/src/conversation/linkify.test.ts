import { describe, expect, it } from 'vitest';

import { linkifiedParts, opensNewTab } from './linkify';

const link = (href: string) => ({ href, text: href });

describe('linkifiedParts', () => {
  it.each<[string, ReturnType<typeof linkifiedParts>]>([
    [
      '자료는 https://lawfirm.example/docs 에 있습니다',
      ['자료는 ', link('https://lawfirm.example/docs'), ' 에 있습니다'],
    ],
    ['확인: http://a.example/x?y=1&z=2.', ['확인: ', link('http://a.example/x?y=1&z=2'), '.']],
    ['(https://a.example/b) 참고', ['(', link('https://a.example/b'), ') 참고']],
    ['(https://a.example/b?c=(1)).', ['(', link('https://a.example/b?c=(1'), ')).']],
    [
      '두 곳: https://a.example, https://b.example!',
      ['두 곳: ', link('https://a.example'), ', ', link('https://b.example'), '!'],
    ],
    ['주소 없음 lawfirm.example', ['주소 없음 lawfirm.example']],
    ['javascript:alert(1) ftp://x.example', ['javascript:alert(1) ftp://x.example']],
  ])('%s', (text, parts) => {
    expect(linkifiedParts(text)).toEqual(parts);
  });

  it('keeps the text whole', () => {
    const text = '예약은 https://lawfirm.example/choice, 전화는 1800-7905.';
    const joined = linkifiedParts(text)
      .map((part) => (typeof part === 'string' ? part : part.text))
      .join('');
    expect(joined).toBe(text);
  });
});

describe('opensNewTab', () => {
  it.each([
    ['https://lawfirm.example', true],
    ['HTTP://lawfirm.example', true],
    ['tel:18007905', false],
    ['mailto:help@lawfirm.example', false],
  ])('%s: %s', (href, newTab) => {
    expect(opensNewTab(href)).toBe(newTab);
  });
});
