// The firm's JSON-LD on the home page and the firm pages (/about/*, /strength,
// /strength/{url}): the Organization and its head office as a LegalService.
import type { CenterFooter } from '@lawfirm/api-client/site-core';

import { canonicalUrl } from '../canonical-url';
import { DEFAULT_CENTER_CODE } from '../constants';
import { FIRM_FACTS } from '../content/firm-facts';
import { firmProfile } from './firm-profile';
import { legalServiceJsonLd } from './legal-service';
import { LOGO_PATH, organizationJsonLd } from './organization';
import { legalServiceId } from './schema-org';
import type { JsonLd } from './schema-org';

/**
 * The firm's objects from the footers the api lists (call #2, the whole firm's is CT0000) and
 * the site's main phone. None without a site address: schema.org URLs must be absolute.
 */
export function firmStructuredData(
  footers: readonly CenterFooter[] | undefined,
  phone: string,
  siteUrl: string,
): JsonLd[] {
  if (!siteUrl) return [];
  const footer = footers?.find((item) => item.code === DEFAULT_CENTER_CODE);
  const firm = firmProfile(footer, phone, siteUrl);
  // The head office is a place only with its address (a failed footer call has none).
  const headOffice = firm.address
    ? legalServiceJsonLd(
        {
          id: legalServiceId(siteUrl),
          name: firm.name,
          path: '/',
          phone: firm.phone,
          address: firm.address,
          image: canonicalUrl(LOGO_PATH, siteUrl),
        },
        siteUrl,
        {
          areaServed: { '@type': 'Country', name: '대한민국' },
          // spec/site.md §1 "Firm facts used in copy".
          slogan: `${FIRM_FACTS.lawyers}, ${FIRM_FACTS.practiceGroups}, ${FIRM_FACTS.intake}`,
        },
      )
    : undefined;
  return [organizationJsonLd(firm, siteUrl), ...(headOffice ? [headOffice] : [])];
}
