// The site's settings, read once here (DESIGN.md §3). Vite inlines VITE_* variables at build
// time, into the browser and the server bundle alike. The API base URL is the browser's; on
// the server it is what apps/api passes to createSiteHandler.
import { GROUP_CODE_PATTERN } from '@lawfirm/api-client';
import { DEFAULT_SITE_SETTINGS } from '@lawfirm/site';
import type { SiteSettings } from '@lawfirm/site';
import { z } from 'zod';

export interface SiteConfig {
  /** Where the browser calls the API; '' is the page's own origin. */
  apiBaseUrl: string;
  /** The site's public address (https://...), the base of canonical URLs; '' leaves them paths. */
  siteUrl: string;
  /** Everything the site's components read through SiteSettingsProvider but the API client. */
  site: Omit<SiteSettings, 'apiClient'>;
}

const trimmed = z.string().trim();
/** '' (this origin), a path starting with '/', or an http(s) URL. */
const baseUrl = trimmed.regex(/^(|\/.*|https?:\/\/.+)$/, {
  message: "must be empty, a path starting with '/', or an http(s) URL",
});
const httpUrl = trimmed.regex(/^(|https?:\/\/.+)$/, { message: 'must be empty or an http(s) URL' });

const envSchema = z.object({
  VITE_API_BASE_URL: baseUrl.default(''),
  VITE_SITE_URL: httpUrl.default(''),
  VITE_CENTER_CODE: trimmed
    .regex(GROUP_CODE_PATTERN, { message: 'must be a group code such as CT0000' })
    .default(DEFAULT_SITE_SETTINGS.centerCode),
  VITE_PHONE: trimmed
    .regex(/^\d{2,4}-\d{3,4}(-\d{4})?$/, { message: 'must be a phone number such as 1800-7905' })
    .default(DEFAULT_SITE_SETTINGS.phone),
  VITE_MAIN_SITE_URL: httpUrl.default(DEFAULT_SITE_SETTINGS.mainSiteUrl),
  VITE_STATIC_BASE_URL: baseUrl.default(DEFAULT_SITE_SETTINGS.staticBaseUrl),
  VITE_CHAT_CHANNEL_URL: baseUrl.default(DEFAULT_SITE_SETTINGS.chatChannelUrl),
  VITE_ACE_URL: httpUrl.default(DEFAULT_SITE_SETTINGS.aceUrl),
  VITE_GA_MEASUREMENT_ID: trimmed
    .regex(/^(|G-[A-Z0-9]+)$/, { message: 'must be empty or a GA4 id such as G-ABC123' })
    .default(DEFAULT_SITE_SETTINGS.analyticsId),
});

export function readConfig(env: Readonly<Record<string, unknown>>): SiteConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new Error(`Invalid site settings: ${problems.join('; ')}`);
  }
  const value = parsed.data;
  return {
    apiBaseUrl: value.VITE_API_BASE_URL,
    siteUrl: value.VITE_SITE_URL,
    site: {
      centerCode: value.VITE_CENTER_CODE,
      // The main site has every page of the route table.
      hasSubPages: true,
      phone: value.VITE_PHONE,
      mainSiteUrl: value.VITE_MAIN_SITE_URL,
      staticBaseUrl: value.VITE_STATIC_BASE_URL,
      chatChannelUrl: value.VITE_CHAT_CHANNEL_URL,
      aceUrl: value.VITE_ACE_URL,
      analyticsId: value.VITE_GA_MEASUREMENT_ID,
    },
  };
}

export const config: SiteConfig = readConfig(import.meta.env);
