// The firm's JSON-LD (Organization and LegalService) for the home page and the firm pages. Built
// in the routes' loaders, which load with their route (vite.config.ts splits them out), not with
// every page's start-up: on the first view the server builds it and the HTML carries it to the
// browser with the loader's data, so the browser's head writes the same without the builders.
import { centerFooterListQueryOptions } from '@lawfirm/api-client/site-core';
import { centreStructuredData, firmStructuredData } from '../../index';
import type { JsonLd } from '../../index';

import { config } from '../config';
import type { RouterContext } from '../router-context';
import { pageSiteSettings } from './page-site';
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

/**
 * On a centre's own site: the centre's LegalService under its name and origin, part of the
 * firm's Organization on the main site (spec/site.md §1). `name` is the group list's.
 */
export async function loadCentreJsonLd(
  { queryClient, apiClient }: RouterContext,
  name: string,
): Promise<JsonLd[]> {
  const footers = await queryClient
    .ensureQueryData(centerFooterListQueryOptions(apiClient))
    .catch(() => undefined);
  const { centerCode, mainSiteUrl, phone } = pageSiteSettings();
  return centreStructuredData(
    { code: centerCode, name, siteUrl: siteUrl(), mainSiteUrl },
    footers?.data,
    phone,
  );
}
