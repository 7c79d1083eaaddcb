// The site's settings, read once here (DESIGN.md §3). Vite inlines VITE_* variables at build
// time, into the browser and the server bundle alike. The API base URL is the browser's; on
// the server it is what apps/api passes to createSiteHandler.
import { GROUP_CODE_PATTERN } from '@lawfirm/api-client';
import { DEFAULT_SITE_SETTINGS } from '@lawfirm/site';
import type { SiteSettings } from '@lawfirm/site';

export interface SiteConfig {
  /** Where the browser calls the API; '' is the page's own origin. */
  apiBaseUrl: string;
  /** The site's public address (https://...), the base of canonical URLs; '' leaves them paths. */
  siteUrl: string;
  /** Everything the site's components read through SiteSettingsProvider but the API client. */
  site: Omit<SiteSettings, 'apiClient'>;
}

/** One setting: its pattern (read after trimming), what it must be, and its default. */
interface Setting {
  pattern: RegExp;
  mustBe: string;
  fallback: string;
}

/** '' (this origin), a path starting with '/', or an http(s) URL. */
const baseUrl = (fallback: string): Setting => ({
  pattern: /^(|\/.*|https?:\/\/.+)$/,
  mustBe: "must be empty, a path starting with '/', or an http(s) URL",
  fallback,
});
const httpUrl = (fallback: string): Setting => ({
  pattern: /^(|https?:\/\/.+)$/,
  mustBe: 'must be empty or an http(s) URL',
  fallback,
});

// Checked without zod: this module runs in the browser too, and zod would double the start-up
// script of every page (spec/site.md §9) for nine patterns.
const SETTINGS = {
  VITE_API_BASE_URL: baseUrl(''),
  VITE_SITE_URL: httpUrl(''),
  VITE_CENTER_CODE: {
    pattern: GROUP_CODE_PATTERN,
    mustBe: 'must be a group code such as CT0000',
    fallback: DEFAULT_SITE_SETTINGS.centerCode,
  },
  VITE_PHONE: {
    pattern: /^\d{2,4}-\d{3,4}(-\d{4})?$/,
    mustBe: 'must be a phone number such as 1800-7905',
    fallback: DEFAULT_SITE_SETTINGS.phone,
  },
  VITE_MAIN_SITE_URL: httpUrl(DEFAULT_SITE_SETTINGS.mainSiteUrl),
  VITE_STATIC_BASE_URL: baseUrl(DEFAULT_SITE_SETTINGS.staticBaseUrl),
  VITE_CHAT_CHANNEL_URL: baseUrl(DEFAULT_SITE_SETTINGS.chatChannelUrl),
  VITE_ACE_URL: httpUrl(DEFAULT_SITE_SETTINGS.aceUrl),
  VITE_GA_MEASUREMENT_ID: {
    pattern: /^(|G-[A-Z0-9]+)$/,
    mustBe: 'must be empty or a GA4 id such as G-ABC123',
    fallback: DEFAULT_SITE_SETTINGS.analyticsId,
  },
} satisfies Record<string, Setting>;

type SettingName = keyof typeof SETTINGS;

export function readConfig(env: Readonly<Record<string, unknown>>): SiteConfig {
  const value = {} as Record<SettingName, string>;
  const problems: string[] = [];
  for (const [name, { pattern, mustBe, fallback }] of Object.entries(SETTINGS) as Array<
    [SettingName, Setting]
  >) {
    const raw = env[name];
    // Unset takes the default; set (even to '') is trimmed, then checked.
    const text = raw === undefined ? fallback : typeof raw === 'string' ? raw.trim() : undefined;
    if (text === undefined || !pattern.test(text)) problems.push(`${name} ${mustBe}`);
    else value[name] = text;
  }
  if (problems.length > 0) throw new Error(`Invalid site settings: ${problems.join('; ')}`);
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
