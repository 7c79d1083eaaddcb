import { config } from '../config';

let serverSiteUrl = '';

/** The server entry sets it once (createSiteHandler's siteUrl: the api's PUBLIC_URL). */
export function setServerSiteUrl(url: string): void {
  serverSiteUrl = url;
}

/**
 * The site's address for canonical URLs and link previews: VITE_SITE_URL when the build names
 * one; otherwise the address the server was given and, in the browser, the page's own origin
 * (the same site: the api serves the pages it renders).
 */
export function siteUrl(): string {
  if (config.siteUrl) return config.siteUrl;
  return typeof window === 'undefined' ? serverSiteUrl : window.location.origin;
}
