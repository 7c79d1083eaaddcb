// The site's settings, read once here (DESIGN.md §3). Vite inlines VITE_* variables at build
// time, into the browser and the server bundle alike. The API base URL is the browser's; on
// the server it is what apps/api passes to createSiteHandler.
import { GROUP_CODE_PATTERN } from '@lawfirm/api-client';
import { DEFAULT_SITE_SETTINGS } from '../index';
import type { SiteSettings } from '../index';

export interface SiteConfig {
  /** Where the browser calls the API; '' is the page's own origin. */
  apiBaseUrl: string;
  /** The site's public address (https://...), the base of canonical URLs; '' leaves them paths. */
  siteUrl: string;
  /** Everything the site's components read through SiteSettingsProvider but the API client. */
  site: Omit<SiteSettings, 'apiClient'>;
  /** The sign-in page's identity service (spec/site.md §7 #8). */
  signIn: {
    /** Its origin; '' is this site's (the api serves it). */
    authHost: string;
    /** The site's client key there. */
    clientKey: string;
  };
}

/** What a setting must be: its pattern (read after trimming) and the rule in words. */
interface Check {
  pattern: RegExp;
  mustBe: string;
}

/** Each setting's default, when it is not set. */
const FALLBACKS = {
  VITE_API_BASE_URL: '',
  VITE_SITE_URL: '',
  VITE_CENTER_CODE: DEFAULT_SITE_SETTINGS.centerCode,
  VITE_PHONE: DEFAULT_SITE_SETTINGS.phone,
  VITE_MAIN_SITE_URL: DEFAULT_SITE_SETTINGS.mainSiteUrl,
  VITE_STATIC_BASE_URL: DEFAULT_SITE_SETTINGS.staticBaseUrl,
  VITE_CHAT_CHANNEL_URL: DEFAULT_SITE_SETTINGS.chatChannelUrl,
  VITE_ACE_URL: DEFAULT_SITE_SETTINGS.aceUrl,
  VITE_GA_MEASUREMENT_ID: DEFAULT_SITE_SETTINGS.analyticsId,
  VITE_AUTH_HOST: '',
  VITE_AUTH_CLIENT_KEY: 'lawfirm-web',
};

type SettingName = keyof typeof FALLBACKS;

/** '' (this origin), a path starting with '/', or an http(s) URL. */
const baseUrl: Check = {
  pattern: /^(|\/.*|https?:\/\/.+)$/,
  mustBe: "must be empty, a path starting with '/', or an http(s) URL",
};
const httpUrl: Check = {
  pattern: /^(|https?:\/\/.+)$/,
  mustBe: 'must be empty or an http(s) URL',
};

// Checked without zod: zod would double the start-up script of every page (spec/site.md §9)
// for eleven patterns.
const CHECKS: Record<SettingName, Check> = {
  VITE_API_BASE_URL: baseUrl,
  VITE_SITE_URL: httpUrl,
  VITE_CENTER_CODE: { pattern: GROUP_CODE_PATTERN, mustBe: 'must be a group code such as CT0000' },
  VITE_PHONE: {
    pattern: /^\d{2,4}-\d{3,4}(-\d{4})?$/,
    mustBe: 'must be a phone number such as 1800-7905',
  },
  VITE_MAIN_SITE_URL: httpUrl,
  VITE_STATIC_BASE_URL: baseUrl,
  VITE_CHAT_CHANNEL_URL: baseUrl,
  VITE_ACE_URL: httpUrl,
  VITE_GA_MEASUREMENT_ID: {
    pattern: /^(|G-[A-Z0-9]+)$/,
    mustBe: 'must be empty or a GA4 id such as G-ABC123',
  },
  VITE_AUTH_HOST: httpUrl,
  VITE_AUTH_CLIENT_KEY: {
    pattern: /^[\w.-]{1,200}$/,
    mustBe: 'must be letters, digits, _, . or - (the client key at the identity service)',
  },
};

const NAMES = Object.keys(FALLBACKS) as SettingName[];

/** A setting as written: unset takes the default; set (even to '') is trimmed. */
function textOf(env: Readonly<Record<string, unknown>>, name: SettingName): string | undefined {
  const raw = env[name];
  return raw === undefined ? FALLBACKS[name] : typeof raw === 'string' ? raw.trim() : undefined;
}

/** The settings, each checked; every setting that breaks its rule is named in the error. */
export function readConfig(env: Readonly<Record<string, unknown>>): SiteConfig {
  const problems = NAMES.flatMap((name) => {
    const text = textOf(env, name);
    return text === undefined || !CHECKS[name].pattern.test(text)
      ? [`${name} ${CHECKS[name].mustBe}`]
      : [];
  });
  if (problems.length > 0) throw new Error(`Invalid site settings: ${problems.join('; ')}`);
  return configOf(env);
}

/** The settings as written, unchecked. */
function configOf(env: Readonly<Record<string, unknown>>): SiteConfig {
  const value = Object.fromEntries(NAMES.map((name) => [name, textOf(env, name) ?? ''])) as Record<
    SettingName,
    string
  >;
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
    signIn: { authHost: value.VITE_AUTH_HOST, clientKey: value.VITE_AUTH_CLIENT_KEY },
  };
}

// Both builds inline the same VITE_* values; the server checks them as it starts and refuses
// to serve a wrong one, so the browser reads them as they are and its start-up script carries
// no checks (import.meta.env.SSR is a constant of each build).
export const config: SiteConfig = import.meta.env.SSR
  ? readConfig(import.meta.env)
  : configOf(import.meta.env);
