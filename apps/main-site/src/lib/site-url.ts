import { config } from '../config';
import { serverSettings, setServerSettings } from './server-settings';

/** The site's address as the server knows it (createSiteHandler's siteUrl, the api's PUBLIC_URL). */
export function setSiteUrl(url: string): void {
  setServerSettings({ siteUrl: url });
}

/**
 * The site's address for canonical URLs and link previews: VITE_SITE_URL when the build names
 * one, otherwise the one the server was given.
 */
export function siteUrl(): string {
  return config.siteUrl || serverSettings().siteUrl;
}
