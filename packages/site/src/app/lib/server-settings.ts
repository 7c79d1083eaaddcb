// What the server entry is told by the api that hosts it: at start (createSiteHandler's options)
// and, per request, which site of the group the page belongs to (the main site or a centre's,
// chosen by the request's host). Kept here and, in the browser, restored from the router's
// dehydrated state (router.tsx): both sides render with the same values.
import { DEFAULT_CENTER_CODE } from '@lawfirm/api-client';

export interface ServerSettings {
  /** The origin of the page's site: PUBLIC_URL on the main site, a centre's own origin on its site. */
  siteUrl: string;
  /** The api's AUTH_TEST_LOGIN_ENABLED: the sign-in page offers the test login (spec/site.md §6). */
  testLoginEnabled: boolean;
  /** Some sign-in provider works on this server: a failed sign-in may suggest another one. */
  signInOffered: boolean;
  /** The providers sign in at a local identity provider: the sign-in page says so. */
  localSignIn: boolean;
  /** The group whose site the page is (spec/site.md §1); CT0000 is the firm's main site. */
  centerCode: string;
  /**
   * The site has its own pages (the spec's group mode): the main site, or a centre with sub
   * pages. spec/site.md §2 Header: a centre without them has no menu and searches on the main site.
   */
  hasSubPages: boolean;
  /** The firm's main site, where a centre's terms, member pages and outside search live; '' on it. */
  mainSiteUrl: string;
  /** The centre's name (디지털포렌식센터) on its own site; '' on the main site. */
  centreName: string;
}

const settings: ServerSettings = {
  siteUrl: '',
  testLoginEnabled: false,
  signInOffered: true,
  localSignIn: false,
  centerCode: DEFAULT_CENTER_CODE,
  hasSubPages: true,
  mainSiteUrl: '',
  centreName: '',
};

/** On the server, the settings of the request being rendered (entry-server.tsx); none in the browser. */
let requestSettings: () => ServerSettings | undefined = () => undefined;

/** Takes each given value that has the type of the setting it replaces (a dehydrated page's too). */
export function setServerSettings(given: Partial<ServerSettings>): void {
  for (const name of Object.keys(settings) as (keyof ServerSettings)[]) {
    if (typeof given[name] === typeof settings[name])
      Object.assign(settings, { [name]: given[name] });
  }
}

/**
 * Where the server reads the settings of the request it is rendering: one process renders the
 * main site and every centre's at once, so a request's settings must never be a shared value.
 */
export function setRequestSettingsSource(source: () => ServerSettings | undefined): void {
  requestSettings = source;
}

export function serverSettings(): ServerSettings {
  return { ...(requestSettings() ?? settings) };
}
