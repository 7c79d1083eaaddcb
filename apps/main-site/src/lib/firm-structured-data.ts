// The firm's JSON-LD (Organization and LegalService) for the home page and the firm pages. Built
// in the routes' loaders, which load with their route (vite.config.ts splits them out), not with
// every page's start-up: on the first view the server builds it and the HTML carries it to the
// browser with the loader's data, so the browser's head writes the same without the builders.
import { centerFooterListQueryOptions } from '@lawfirm/api-client/site-core';
import { firmStructuredData } from '@lawfirm/site';
import type { JsonLd } from '@lawfirm/site';

import { config } from '../config';
import type { RouterContext } from '../router-context';
import { siteUrl } from './site-url';

/**
 * The firm's objects from the footers (call #2, which the root loader fetches too: the same
 * request) and the site's phone. A failed footer call only leaves the address out.
 */
export async function loadFirmJsonLd({ queryClient, apiClient }: RouterContext): Promise<JsonLd[]> {
  const footers = await queryClient
    .ensureQueryData(centerFooterListQueryOptions(apiClient))
    .catch(() => undefined);
  return firmStructuredData(footers?.data, config.site.phone, siteUrl());
}
