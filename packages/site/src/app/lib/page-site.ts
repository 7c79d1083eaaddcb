// The site settings of the page being rendered: the build's (config.ts), with the group, its
// sub pages and the main site's address of the site the request's host chose (server-settings).
import { DEFAULT_CENTER_CODE } from '@lawfirm/api-client';
import type { SiteSettings } from '../../index';

import { config } from '../config';
import { serverSettings } from './server-settings';

export function pageSiteSettings(): Omit<SiteSettings, 'apiClient'> {
  const { centerCode, hasSubPages, mainSiteUrl } = serverSettings();
  return {
    ...config.site,
    centerCode,
    hasSubPages,
    // A pinned single-centre deployment names no main site per request: the build's setting.
    mainSiteUrl: mainSiteUrl || config.site.mainSiteUrl,
  };
}

/**
 * The lists' filter for this page's site: on a centre's site only its group's categories
 * (the api's `center`, spec/site.md §1 group sites); nothing on the main site, whose lists and
 * their cache keys stay as they were.
 */
export function siteListFilter(): { center?: string } {
  const { centerCode } = serverSettings();
  return centerCode === DEFAULT_CENTER_CODE ? {} : { center: centerCode };
}
