import { firmFooter } from '@lawfirm/api-client/msw';
import { describe, expect, it } from 'vitest';

import { centreStructuredData } from './centre-structured-data';

const centre = {
  code: 'CT0023',
  name: '디지털포렌식센터',
  siteUrl: 'http://forensic.localhost:3000',
  mainSiteUrl: 'http://localhost:3000',
};

describe('centreStructuredData', () => {
  it("names the centre on its own origin, part of the firm's Organization on the main site", () => {
    const [service] = centreStructuredData(centre, [firmFooter], '1800-7905');
    expect(service).toMatchObject({
      '@type': 'LegalService',
      '@id': 'http://forensic.localhost:3000/#legal-service',
      name: '법무법인 대륜 디지털포렌식센터',
      url: 'http://forensic.localhost:3000/',
      telephone: '+82-1800-7905',
      parentOrganization: {
        '@type': 'Organization',
        '@id': 'http://localhost:3000/#organization',
        url: 'http://localhost:3000/',
      },
    });
  });

  it("takes the centre's own footer address and number where it has one", () => {
    const own = {
      ...firmFooter,
      code: 'CT0023',
      address: '서울특별시 서초구 서초대로 272, 12층',
      tel: '02-6959-7906',
    };
    const [service] = centreStructuredData(centre, [firmFooter, own], '1800-7905');
    expect(service).toMatchObject({
      telephone: '+82-2-6959-7906',
      address: { streetAddress: expect.stringContaining('서초대로 272') },
    });
  });

  it('says nothing without an address or without absolute URLs', () => {
    expect(centreStructuredData(centre, undefined, '1800-7905')).toEqual([]);
    expect(centreStructuredData({ ...centre, mainSiteUrl: '' }, [firmFooter], '1800-7905')).toEqual(
      [],
    );
  });
});
