// The firm as a schema.org Organization (Google's organization markup: name, url, logo,
// telephone, address, sameAs), on the home page and the firm pages.
import { canonicalUrl } from '../canonical-url';
import { SITE_DESCRIPTION } from '../constants';
import { FIRM_FACTS } from '../content/firm-facts';
import type { FirmProfile } from './firm-profile';
import { internationalPhone } from './firm-profile';
import { postalAddress } from './postal-address';
import { SCHEMA_ORG_CONTEXT, organizationId } from './schema-org';
import type { JsonLd } from './schema-org';

/** The firm's logo (512x512, the mark of favicon.svg), served from the site's root. */
export const LOGO_PATH = '/logo.svg';

const EVERY_DAY = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

export function organizationJsonLd(firm: FirmProfile, siteUrl: string): JsonLd {
  const telephone = internationalPhone(firm.phone);
  return {
    '@context': SCHEMA_ORG_CONTEXT,
    '@type': 'Organization',
    '@id': organizationId(siteUrl),
    name: firm.name,
    url: canonicalUrl('/', siteUrl),
    logo: canonicalUrl(LOGO_PATH, siteUrl),
    description: SITE_DESCRIPTION,
    telephone,
    ...(firm.address ? { address: postalAddress(firm.address) } : {}),
    ...(firm.businessNumber ? { taxID: firm.businessNumber } : {}),
    // spec/site.md §1 "24-hour consultation intake": the main number takes calls at any hour.
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone,
      areaServed: 'KR',
      availableLanguage: 'Korean',
      description: FIRM_FACTS.intake,
      hoursAvailable: {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: EVERY_DAY,
        opens: '00:00',
        closes: '23:59',
      },
    },
    ...(firm.profileUrls.length > 0 ? { sameAs: firm.profileUrls } : {}),
  };
}
