// Every route of spec/site.md §2 as a page to open: the one list for the specs that walk them
// all (the same table main-site's src/route-table.test.ts holds its router to). A route with a
// parameter opens the first page of its kind the product's sitemap lists (the seed's data); a
// member's case, which the sitemap does not list, opens case 1.
import type { APIRequestContext } from '@playwright/test';

import { sitemapPaths } from './site-origin';

export interface SiteRoute {
  /** The route as TanStack Router writes it. */
  route: string;
  /** The page to open; or `sample`, the first sitemap path it matches. */
  path?: string;
  sample?: RegExp;
}

export const SITE_ROUTES: readonly SiteRoute[] = [
  { route: '/', path: '/' },
  { route: '/choice', path: '/choice' },
  { route: '/consult', path: '/consult' },
  { route: '/consulting', path: '/consulting' },
  { route: '/complete', path: '/complete?isConsult=true' },
  { route: '/info', path: '/info' },
  { route: '/info/$idx', sample: /^\/info\/\d+$/ },
  { route: '/success', path: '/success' },
  { route: '/success/$idx', sample: /^\/success\/\d+$/ },
  { route: '/strength', path: '/strength' },
  { route: '/strength/$url', sample: /^\/strength\/[\w-]+$/ },
  { route: '/about/greeting', path: '/about/greeting' },
  { route: '/about/intro', path: '/about/intro' },
  { route: '/about/system', path: '/about/system' },
  { route: '/about/ci', path: '/about/ci' },
  { route: '/faq', path: '/faq' },
  { route: '/faq/$codeDesc', sample: /^\/faq\/(?!detail\/)[\w-]+$/ },
  { route: '/faq/detail/$idx', sample: /^\/faq\/detail\/\d+$/ },
  { route: '/field/area', path: '/field/area' },
  { route: '/integrate', path: `/integrate?search=${encodeURIComponent('이혼')}&tab=전체` },
  { route: '/map', path: '/map' },
  { route: '/map/$key', sample: /^\/map\/[\w-]+$/ },
  // Member pages: a visitor without a session is sent to sign in (client-area.spec.ts opens
  // them signed in).
  { route: '/mycase', path: '/mycase' },
  { route: '/mycase/$idx', path: '/mycase/1' },
  { route: '/mypage', path: '/mypage' },
  { route: '/mypage/withdrawal', path: '/mypage/withdrawal' },
  { route: '/login', path: '/login' },
  { route: '/login/sign/step_one', path: '/login/sign/step_one' },
  { route: '/login/sign/step_two', path: '/login/sign/step_two' },
  { route: '/common/term/$termsCode', sample: /^\/common\/term\/[\w-]+$/ },
  { route: '/inquire', path: '/inquire' },
  { route: '/daeryuntalk', path: '/daeryuntalk' },
  { route: '/daeryuntalk-test', path: '/daeryuntalk-test' },
];

/**
 * The pages a centre's site serves with its group's content (spec/site.md §1), on its own host;
 * the rest of the route tree is the main site's (terms, member pages).
 */
export const CENTRE_SITE_PATHS = [
  '/',
  '/faq',
  '/info',
  '/success',
  '/integrate',
  '/map',
  '/choice',
  '/consult',
  '/consulting',
  '/complete?isConsult=true',
] as const;

/** The page to open for a route: its path, or its sample's first sitemap path. */
export async function pathOf(request: APIRequestContext, route: SiteRoute): Promise<string> {
  if (route.path) return route.path;
  const found = (await sitemapPaths(request)).find((path) => route.sample?.test(path));
  if (!found) throw new Error(`the sitemap lists no page for ${route.route}`);
  return found;
}
