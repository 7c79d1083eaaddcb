// A centre's JSON-LD on its own site's home (spec/site.md §1: each group has its own site): the
// centre as a LegalService under its own name and origin, part of the firm's Organization on the
// main site. Its address and phone are its own footer's (call #2) where it has one.
import type { CenterFooter } from '@lawfirm/api-client/site-core';

import { canonicalUrl } from '../canonical-url';
import { DEFAULT_CENTER_CODE, FIRM_NAME } from '../constants';
import { siteNameOf } from '../document-title';
import { firmProfile } from './firm-profile';
import { legalServiceJsonLd } from './legal-service';
import { LOGO_PATH } from './organization';
import { legalServiceId, organizationId } from './schema-org';
import type { JsonLd } from './schema-org';

export interface CentreSiteIdentity {
  /** The centre's group code (call #1). */
  code: string;
  /** Its name in the group list: 디지털포렌식센터. */
  name: string;
  /** Its own site's origin. */
  siteUrl: string;
  /** The firm's main site's origin, where the firm's Organization is described. */
  mainSiteUrl: string;
}

/** None without an address to give (a failed footer call) or without absolute URLs. */
export function centreStructuredData(
  centre: CentreSiteIdentity,
  footers: readonly CenterFooter[] | undefined,
  phone: string,
): JsonLd[] {
  const { siteUrl, mainSiteUrl } = centre;
  if (!siteUrl || !mainSiteUrl) return [];
  const own = footers?.find((item) => item.code === centre.code);
  const firm = footers?.find((item) => item.code === DEFAULT_CENTER_CODE);
  const profile = firmProfile(own ?? firm, phone, siteUrl);
  if (!profile.address) return [];
  const service = legalServiceJsonLd(
    {
      id: legalServiceId(siteUrl),
      name: siteNameOf(centre.name),
      path: '/',
      phone: profile.phone,
      address: profile.address,
      image: canonicalUrl(LOGO_PATH, mainSiteUrl),
    },
    siteUrl,
    { areaServed: { '@type': 'Country', name: '대한민국' } },
  );
  return [
    {
      ...service,
      parentOrganization: {
        '@type': 'Organization',
        '@id': organizationId(mainSiteUrl),
        name: FIRM_NAME,
        url: canonicalUrl('/', mainSiteUrl),
      },
    },
  ];
}
