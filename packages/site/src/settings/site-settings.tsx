import { DEFAULT_PHONE_NUMBER } from '@lawfirm/api-client';
import type { ApiClient } from '@lawfirm/api-client';
import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';

import { DEFAULT_CENTER_CODE } from '../constants';

/**
 * What the site's components need to know about where they run (DESIGN.md §3): read once by
 * the host app (main-site's config.ts, center-site's) and provided at the root.
 */
export interface SiteSettings {
  /** The API every component fetches through. */
  apiClient: ApiClient;
  /** The group this site belongs to; CT0000 is the whole firm (spec/site.md §1). */
  centerCode: string;
  /**
   * The site has its own pages, /integrate among them: the main site, or a centre site with
   * sub pages (the spec's "group mode"). Search then navigates inside the site and the header
   * has its menu. A centre site without sub pages sends search to the main site in a new tab
   * and has no menu (spec/site.md §2 Home and Header).
   */
  hasSubPages: boolean;
  /** spec/site.md §9 "Main phone {phone}", as dialled and shown: `1800-7905`. */
  phone: string;
  /** The firm's main site, where a non-group site's search opens; '' is this origin. */
  mainSiteUrl: string;
  /** Where images and brochure PDFs load from; '' is this origin (`/static/...`). */
  staticBaseUrl: string;
  /**
   * The chat-messenger channel the quick menu opens in a new tab; by default the site's own
   * full-page chat (spec/site.md §2 route table: /daeryuntalk).
   */
  chatChannelUrl: string;
  /** spec/site.md §7 call #20: ad-tracking page views only when set; '' is off. */
  aceUrl: string;
  /** GA4 measurement id (G-XXXX); '' means the tracker stays silent. */
  analyticsId: string;
}

/** Defaults for everything but the API client (DESIGN.md §3: same-origin defaults). */
export const DEFAULT_SITE_SETTINGS: Omit<SiteSettings, 'apiClient'> = {
  centerCode: DEFAULT_CENTER_CODE,
  hasSubPages: true,
  phone: DEFAULT_PHONE_NUMBER,
  mainSiteUrl: '',
  staticBaseUrl: '',
  chatChannelUrl: '/daeryuntalk',
  aceUrl: '',
  analyticsId: '',
};

const SiteSettingsContext = createContext<SiteSettings | null>(null);

export function SiteSettingsProvider({
  settings,
  children,
}: {
  settings: SiteSettings;
  children: ReactNode;
}) {
  return <SiteSettingsContext.Provider value={settings}>{children}</SiteSettingsContext.Provider>;
}

/** The settings of the site; a component outside SiteSettingsProvider is a programming error. */
export function useSiteSettings(): SiteSettings {
  const settings = useContext(SiteSettingsContext);
  if (!settings) throw new Error('useSiteSettings must be used inside <SiteSettingsProvider>');
  return settings;
}

/** A URL on the static host: `staticUrl(settings, '/static/strength/list_01.svg')`. */
export function staticUrl(
  { staticBaseUrl }: Pick<SiteSettings, 'staticBaseUrl'>,
  path: string,
): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${staticBaseUrl.replace(/\/$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}
