// A place of the firm as a schema.org LegalService (a LocalBusiness: Google's local business
// markup asks for name and address, and recommends telephone and url), tied to the firm's
// Organization: the head office on the firm pages, each office on its own page.
import { canonicalUrl } from '../canonical-url';
import { internationalPhone } from './firm-profile';
import { postalAddress } from './postal-address';
import { SCHEMA_ORG_CONTEXT, organizationId } from './schema-org';
import type { JsonLd } from './schema-org';

export interface LegalServicePlace {
  /** The node's id, an absolute URL with a fragment. */
  id: string;
  name: string;
  /** The place's page on the site. */
  path: string;
  /** As the site shows it: 02-7865-7905. */
  phone: string;
  address: string;
  /** An absolute URL of a picture of the place or its logo. */
  image: string;
}

export function legalServiceJsonLd(
  place: LegalServicePlace,
  siteUrl: string,
  more: JsonLd = {},
): JsonLd {
  return {
    '@context': SCHEMA_ORG_CONTEXT,
    '@type': 'LegalService',
    '@id': place.id,
    name: place.name,
    url: canonicalUrl(place.path, siteUrl),
    image: place.image,
    telephone: internationalPhone(place.phone),
    address: postalAddress(place.address),
    ...more,
    parentOrganization: { '@id': organizationId(siteUrl) },
  };
}
