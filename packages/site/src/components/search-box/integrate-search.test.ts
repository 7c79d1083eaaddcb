import { describe, expect, it } from 'vitest';

import { hashTagSearchText, integrateSearchUrl } from './integrate-search';

describe('integrateSearchUrl', () => {
  it.each([
    ['이혼', {}, '/integrate?search=%EC%9D%B4%ED%98%BC&tab=%EC%A0%84%EC%B2%B4'],
    [
      '  이혼 소송 ',
      {},
      '/integrate?search=%EC%9D%B4%ED%98%BC%20%EC%86%8C%EC%86%A1&tab=%EC%A0%84%EC%B2%B4',
    ],
    [
      '  이혼 ',
      { trim: false },
      '/integrate?search=%20%20%EC%9D%B4%ED%98%BC%20&tab=%EC%A0%84%EC%B2%B4',
    ],
    ['', {}, '/integrate?search=&tab=%EC%A0%84%EC%B2%B4'],
    ['a&b=c', {}, '/integrate?search=a%26b%3Dc&tab=%EC%A0%84%EC%B2%B4'],
    [
      '형사',
      { origin: 'https://lawfirm.example/' },
      'https://lawfirm.example/integrate?search=%ED%98%95%EC%82%AC&tab=%EC%A0%84%EC%B2%B4',
    ],
  ])('%j with %j -> %s', (text, options, expected) => {
    expect(integrateSearchUrl(text, options)).toBe(expected);
  });

  it('always asks for the 전체 tab', () => {
    expect(new URL(integrateSearchUrl('x'), 'http://h').searchParams.get('tab')).toBe('전체');
  });
});

describe('hashTagSearchText', () => {
  it.each([
    ['상속·가사', '상속 가사'],
    ['관세 · 무역', '관세 무역'],
    ['의료ㆍ제약', '의료 제약'],
    ['이혼', '이혼'],
    ['형사·성범죄·마약', '형사 성범죄 마약'],
  ])('%s -> %s', (keyword, expected) => {
    expect(hashTagSearchText(keyword)).toBe(expected);
  });
});
