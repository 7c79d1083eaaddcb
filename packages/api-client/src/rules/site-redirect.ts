// Where a finished sign-in sends the browser: the `state` of calls #8 and #9, which the site
// sets to its redirect target. spec/site.md §4 Login: "the redirect target, or / if none; a
// redirect lacking a leading slash gets one". Only a path on this site is followed, never
// another host, so the sign-in can not be turned into an open redirect.

const PLACEHOLDER_ORIGIN = 'http://site.invalid';

const hasControlCharacter = (text: string) =>
  [...text].some((character) => {
    const code = character.charCodeAt(0);
    return code < 0x20 || code === 0x7f;
  });

/** `state` as a path of this site (with its query and hash), or "/" when it is not one. */
export function siteRedirectPath(state: string | undefined): string {
  const trimmed = state?.trim() ?? '';
  if (trimmed === '') return '/';
  const path = trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
  // "//host" and "/\host" name another host for browsers; control characters are never paths.
  if (/^\/[/\\]/.test(path) || hasControlCharacter(path)) return '/';
  if (!URL.canParse(path, PLACEHOLDER_ORIGIN)) return '/';
  const url = new URL(path, PLACEHOLDER_ORIGIN);
  if (url.origin !== PLACEHOLDER_ORIGIN) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}
