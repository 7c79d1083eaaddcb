import { describe, expect, it } from 'vitest';

import { siteRedirectPath } from './site-redirect';

describe('siteRedirectPath (spec/site.md §4 Login)', () => {
  it.each([
    ['nothing saved', undefined, '/'],
    ['an empty state', '', '/'],
    ['blank text', '   ', '/'],
    ['a path', '/mycase', '/mycase'],
    ['a path with query and hash', '/mycase?tap=closed#top', '/mycase?tap=closed#top'],
    ['a path lacking its leading slash', 'mycase?tap=closed', '/mycase?tap=closed'],
    ['Korean in the path', '/faq/상속', '/faq/%EC%83%81%EC%86%8D'],
    ['dot segments', '/a/../mycase', '/mycase'],
  ])('keeps %s on the site', (_case, state, expected) => {
    expect(siteRedirectPath(state)).toBe(expected);
  });

  it.each([
    ['a protocol-relative URL', '//evil.example/steal'],
    ['a backslash host', '/\\evil.example'],
    ['an absolute URL', 'https://evil.example/'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a control character', '/mycase\r\nSet-Cookie: x=1'],
  ])('never leaves the site for %s', (_case, state) => {
    const path = siteRedirectPath(state);
    expect(path.startsWith('/')).toBe(true);
    expect(path.startsWith('//')).toBe(false);
    expect(new URL(path, 'http://site.invalid').origin).toBe('http://site.invalid');
  });
});
