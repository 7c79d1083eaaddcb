// The site's settings, read once here (DESIGN.md §3). Vite inlines VITE_* variables at build
// time. This module is read by the browser entry only: on the server the API base URL is
// what apps/api passes to createSiteHandler.

export interface SiteConfig {
  /** Where the browser calls the API; '' is the page's own origin. */
  apiBaseUrl: string;
}

export function readConfig(
  env: Readonly<Record<string, string | boolean | undefined>>,
): SiteConfig {
  const apiBaseUrl = env.VITE_API_BASE_URL;
  if (apiBaseUrl !== undefined && typeof apiBaseUrl !== 'string') {
    throw new Error('VITE_API_BASE_URL must be a string');
  }
  const value = apiBaseUrl?.trim() ?? '';
  if (value !== '' && !/^(https?:\/\/|\/)/.test(value)) {
    throw new Error(
      `VITE_API_BASE_URL must be empty, a path starting with '/', or an http(s) URL; got '${value}'`,
    );
  }
  return { apiBaseUrl: value };
}

export const config: SiteConfig = readConfig(import.meta.env);
