/** The api's own paths: data (JSON, files), called across origins by the site and the widget. */
export const API_PATH_PREFIXES = ['/api', '/chatctm', '/chatops'] as const;

/** True when the URL's path is one of the prefixes or lies below one (`/api`, `/api/x`, not `/apix`). */
export function hasPathPrefix(url: string, prefixes: readonly string[]): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
