import { describe, expect, it } from 'vitest';

import { chatPageHead, isChatPage } from './chat-pages';

describe('isChatPage (spec/chat-widget.md §2)', () => {
  it.each([
    ['/daeryuntalk', true],
    ['/daeryuntalk-test', true],
    ['/daeryuntalk/', true],
    ['/', false],
    ['/daeryuntalk-other', false],
    ['/consult', false],
  ])('%s -> %s', (pathname, expected) => {
    expect(isChatPage(pathname)).toBe(expected);
  });
});

describe('chatPageHead', () => {
  it('titles the page and keeps it out of search results', () => {
    expect(chatPageHead('채팅 상담').meta).toEqual([
      { title: expect.stringContaining('채팅 상담') },
      { name: 'robots', content: 'noindex, nofollow' },
    ]);
  });
});
