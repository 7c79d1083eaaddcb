// What the server entry is told at start by the api that hosts it (createSiteHandler's options),
// kept here and, in the browser, restored from the router's dehydrated state (router.tsx): both
// sides render with the same values.

export interface ServerSettings {
  /** The site's public origin (the api's PUBLIC_URL); '' when not given. */
  siteUrl: string;
  /** The api's AUTH_TEST_LOGIN_ENABLED: the sign-in page offers the test login (spec/site.md §6). */
  testLoginEnabled: boolean;
}

const settings: ServerSettings = { siteUrl: '', testLoginEnabled: false };

export function setServerSettings(given: Partial<ServerSettings>): void {
  if (typeof given.siteUrl === 'string') settings.siteUrl = given.siteUrl;
  if (typeof given.testLoginEnabled === 'boolean')
    settings.testLoginEnabled = given.testLoginEnabled;
}

export function serverSettings(): ServerSettings {
  return { ...settings };
}
