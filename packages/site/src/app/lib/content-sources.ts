// What the site's build loads from origins other than its own, for the Content-Security-Policy
// the api sends with its pages (DESIGN.md §7; apps/api's site host reads `contentSources` from
// the server entry). Every such origin comes from a setting of config.ts, so a setting and the
// policy that allows it cannot drift apart. With the defaults (everything on the page's own
// origin, no analytics, no ad tracking) there is none.
import type { PageSources } from '@lawfirm/api-client';
import { apiSources, mergePageSources } from '@lawfirm/api-client';

import type { SiteConfig } from '../config';

/**
 * gtag.js and where it reports (Google's published CSP for Google Analytics 4: the script from
 * the tag manager, beacons and pixels to the analytics hosts).
 */
export const ANALYTICS_SOURCES: PageSources = {
  script: ['https://www.googletagmanager.com'],
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
};

/** The origin of an absolute http(s) URL; undefined for '' and paths (the page's own origin). */
function originOf(url: string): string | undefined {
  return /^https?:\/\//.test(url) ? new URL(url).origin : undefined;
}

export function siteContentSources(config: SiteConfig): PageSources {
  const sources: PageSources[] = [];
  const api = originOf(config.apiBaseUrl);
  // The site's calls, the chat's socket and the images the chat shows. The api answers a page
  // of another origin only when it lists it in its SITE_ORIGINS (apps/api's plugins/cors.ts).
  if (api) sources.push(apiSources(api));
  const images = originOf(config.site.staticBaseUrl);
  if (images) sources.push({ img: [images] });
  // spec/site.md §7 #20: the ad-tracking page view, sent as a beacon.
  const tracking = originOf(config.site.aceUrl);
  if (tracking) sources.push({ connect: [tracking] });
  if (config.site.analyticsId) sources.push(ANALYTICS_SOURCES);
  return mergePageSources(...sources);
}
