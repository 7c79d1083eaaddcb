import { describe, expect, it } from 'vitest';

import { officeJsonLd } from './office';

const SITE = 'https://www.lawfirm.example';
const office = {
  key: 'chuncheon',
  title: '춘천 분사무소',
  address: '강원특별자치도 춘천시 새봄로 118, 봄내빌딩 4층',
  tel: '033-437-7901',
  img: '/static/office/chuncheon.svg',
};

describe('officeJsonLd', () => {
  it("describes an office as a LegalService of the firm, on the office's page", () => {
    expect(officeJsonLd(office, SITE)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'LegalService',
      '@id': `${SITE}/map/chuncheon#legal-service`,
      name: '법무법인 대륜 춘천 분사무소',
      url: `${SITE}/map/chuncheon`,
      image: `${SITE}/static/office/chuncheon.svg`,
      telephone: '+82-33-437-7901',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '새봄로 118, 봄내빌딩 4층',
        addressLocality: '춘천시',
        addressRegion: '강원특별자치도',
        addressCountry: 'KR',
      },
      parentOrganization: { '@id': `${SITE}/#organization` },
    });
  });

  it('keeps a picture already on the static host', () => {
    const img = 'https://static.lawfirm.example/office/chuncheon.svg';
    expect(officeJsonLd({ ...office, img }, SITE).image).toBe(img);
  });
});
