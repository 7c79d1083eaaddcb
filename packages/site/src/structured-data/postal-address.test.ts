import { describe, expect, it } from 'vitest';

import { postalAddress } from './postal-address';

describe('postalAddress', () => {
  it.each([
    [
      '서울특별시 서초구 법조타운로 27, 한결타워 8층',
      {
        addressRegion: '서울특별시',
        addressLocality: '서초구',
        streetAddress: '법조타운로 27, 한결타워 8층',
      },
    ],
    [
      '강원특별자치도 춘천시 새봄로 118, 봄내빌딩 4층',
      {
        addressRegion: '강원특별자치도',
        addressLocality: '춘천시',
        streetAddress: '새봄로 118, 봄내빌딩 4층',
      },
    ],
    [
      '경기도 고양시 일산동구 호수마루로 204',
      {
        addressRegion: '경기도',
        addressLocality: '고양시',
        streetAddress: '일산동구 호수마루로 204',
      },
    ],
  ])('splits %s into region, locality and street', (address, parts) => {
    expect(postalAddress(address)).toEqual({
      '@type': 'PostalAddress',
      ...parts,
      addressCountry: 'KR',
    });
  });

  it('keeps an address it cannot split whole as the street address', () => {
    expect(postalAddress('  법조타운로 27  ')).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '법조타운로 27',
      addressCountry: 'KR',
    });
  });
});
