import { config } from '../config';

let givenSiteUrl = '';

/**
 * The site's address as the server knows it: set by the server entry (createSiteHandler's
 * siteUrl, the api's PUBLIC_URL) and, in the browser, from the router's dehydrated state
 * (router.tsx), so both sides write the same URLs into the page's head.
 */
export function setSiteUrl(url: string): void {
  givenSiteUrl = url;
}

/**
 * The site's address for canonical URLs and link previews: VITE_SITE_URL when the build names
 * one, otherwise the one the server was given.
 */
export function siteUrl(): string {
  return config.siteUrl || givenSiteUrl;
}
