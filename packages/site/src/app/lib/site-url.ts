import { config } from '../config';
import { serverSettings, setServerSettings } from './server-settings';

/** The site's address as the server knows it (createSiteHandler's siteUrl, the api's PUBLIC_URL). */
export function setSiteUrl(url: string): void {
  setServerSettings({ siteUrl: url });
}

/**
 * The page's site address for canonical URLs and link previews: a centre's own origin on its
 * site; on the main site VITE_SITE_URL when the build names one, otherwise the one the server
 * was given.
 */
export function siteUrl(): string {
  const { siteUrl: given, mainSiteUrl } = serverSettings();
  const onCentreSite = mainSiteUrl !== '';
  return onCentreSite ? given : config.siteUrl || given;
}
