// One office as a LegalService on its page, /map/{key} (spec/site.md §2 Office map), from the
// api's office data: its name, address, phone and map picture.
import type { Office } from '@lawfirm/api-client/site-core';
import { officePath } from '@lawfirm/api-client/site-core';

import { canonicalUrl } from '../canonical-url';
import { FIRM_NAME } from '../constants';
import { legalServiceJsonLd } from './legal-service';
import type { JsonLd } from './schema-org';

export function officeJsonLd(
  office: Pick<Office, 'key' | 'title' | 'address' | 'tel' | 'img'>,
  siteUrl: string,
): JsonLd {
  const path = officePath(office.key);
  return legalServiceJsonLd(
    {
      id: `${canonicalUrl(path, siteUrl)}#legal-service`,
      name: `${FIRM_NAME} ${office.title}`,
      path,
      phone: office.tel,
      address: office.address,
      // The map picture is on the static host, or this origin's /static.
      image: /^https?:\/\//.test(office.img) ? office.img : canonicalUrl(office.img, siteUrl),
    },
    siteUrl,
  );
}
