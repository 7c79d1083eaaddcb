import { describe, expect, it } from 'vitest';

import { resolveApiUrl } from './resolve-url';

const page = 'https://partner.example.kr/shop/item?id=3';

describe('resolveApiUrl', () => {
  it.each([
    [
      'a path, with the api on another origin',
      '/static/logo.svg',
      'https://api.example.kr',
      'https://api.example.kr/static/logo.svg',
    ],
    [
      'a path, with the api under a prefix',
      '/static/logo.svg',
      'https://example.kr/backend',
      'https://example.kr/static/logo.svg',
    ],
    [
      'a relative path, under the prefix',
      'files/a.png',
      'https://example.kr/backend',
      'https://example.kr/backend/files/a.png',
    ],
    [
      'a path, with the api on the page origin',
      '/static/logo.svg',
      '',
      'https://partner.example.kr/static/logo.svg',
    ],
    [
      'an absolute URL',
      'https://cdn.example.kr/a.png',
      'https://api.example.kr',
      'https://cdn.example.kr/a.png',
    ],
  ])('%s', (_name, url, apiBase, expected) => {
    expect(resolveApiUrl(url, apiBase, page)).toBe(expected);
  });

  it('leaves a URL it cannot read as it is', () => {
    expect(resolveApiUrl('/a.png', '', 'not a url')).toBe('/a.png');
  });
});
