import { firmFooter } from '@lawfirm/api-client/msw';
import { describe, expect, it } from 'vitest';

import { firmStructuredData } from './firm-structured-data';
import { LOGO_PATH } from './organization';

const SITE = 'https://www.lawfirm.example';
const centreFooter = { ...firmFooter, code: 'CT0023', company_name: '법무법인 대륜 센터' };

describe('firmStructuredData', () => {
  it("describes the whole firm's footer (CT0000) as an Organization and its LegalService", () => {
    const [organization, legalService, ...rest] = firmStructuredData(
      [centreFooter, firmFooter],
      '1800-7905',
      SITE,
    );
    expect(rest).toEqual([]);
    expect(organization).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': `${SITE}/#organization`,
      name: '법무법인 대륜',
      url: `${SITE}/`,
      logo: `${SITE}${LOGO_PATH}`,
      telephone: '+82-1800-7905',
      taxID: firmFooter.business_number,
      address: { '@type': 'PostalAddress', addressRegion: '서울특별시', addressCountry: 'KR' },
      contactPoint: { '@type': 'ContactPoint', telephone: '+82-1800-7905' },
      sameAs: expect.arrayContaining(['http://blog.localhost:3000']),
    });
    expect(legalService).toMatchObject({
      '@type': 'LegalService',
      '@id': `${SITE}/#legal-service`,
      name: '법무법인 대륜',
      url: `${SITE}/`,
      telephone: '+82-1800-7905',
      address: { '@type': 'PostalAddress', streetAddress: '법조타운로 27, 한결타워 8층' },
      parentOrganization: { '@id': `${SITE}/#organization` },
    });
  });

  it('names no place without an address, and no sameAs without channels', () => {
    const objects = firmStructuredData(undefined, '1800-7905', SITE);
    expect(objects.map((object) => object['@type'])).toEqual(['Organization']);
    expect(objects[0]).not.toHaveProperty('sameAs');
    expect(objects[0]).not.toHaveProperty('address');
  });

  it('gives nothing without a site address: schema.org URLs are absolute', () => {
    expect(firmStructuredData([firmFooter], '1800-7905', '')).toEqual([]);
  });
});
