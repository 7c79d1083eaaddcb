/** True when the URL's path is one of the prefixes or lies below one (`/api`, `/api/x`, not `/apix`). */
export function hasPathPrefix(url: string, prefixes: readonly string[]): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
