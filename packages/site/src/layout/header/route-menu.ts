// spec/site.md §3 "Route menu entry: name, path, newTab, routes" and §2 Header "a route menu
// of four or more columns". Names of pages that have a route title come from ROUTE_TITLES,
// so a menu entry and the page it opens say the same thing.
import { ROUTE_TITLES } from '../../route-titles';

export interface RouteMenuEntry {
  name: string;
  /** An internal path, or an http(s) URL with newTab. */
  path: string;
  newTab: boolean;
  /** The column's pages; an entry without them is a page itself. */
  routes?: readonly RouteMenuEntry[];
}

const page = (path: keyof typeof ROUTE_TITLES, name: string = ROUTE_TITLES[path]) => ({
  name,
  path,
  newTab: false,
});

export const ROUTE_MENU: readonly RouteMenuEntry[] = [
  {
    // spec/site.md §2 "Other firm pages": the column opens the firm's introduction, whose
    // first page is the greeting; the strengths pages have their own section of the spec.
    // A column is named apart from its pages (대륜 소개 is one of them).
    name: '법인 소개',
    path: '/about/greeting',
    newTab: false,
    routes: [
      page('/about/greeting'),
      page('/about/intro'),
      page('/strength'),
      page('/about/system'),
      page('/about/ci'),
    ],
  },
  {
    name: '법률 자료',
    path: '/info',
    newTab: false,
    routes: [page('/info'), page('/success'), page('/faq'), page('/field/area')],
  },
  {
    name: '상담 신청',
    path: '/choice',
    newTab: false,
    routes: [page('/choice'), page('/consult'), page('/consulting')],
  },
  {
    name: '오시는 길',
    path: '/map',
    newTab: false,
    routes: [page('/map')],
  },
  {
    name: '고객 센터',
    path: '/inquire',
    newTab: false,
    routes: [page('/inquire'), page('/mycase')],
  },
];

/**
 * The pages a centre's site leaves to the main site (spec/site.md §2 route table: terms "on the
 * main site"): the member's pages, whose session lives on the main site's origin, sign-in,
 * 고객만족센터, the firm's one satisfaction desk, and the firm's own pages (its introduction,
 * strengths and the list of every practice field), which say nothing of one centre. A centre
 * serves its home, Q&A, articles, offices and consultation pages (its sitemap's pages).
 */
export const MAIN_SITE_PAGES: readonly string[] = [
  '/mycase',
  '/mypage',
  '/login',
  '/inquire',
  '/about',
  '/strength',
  '/field',
];

export function isMainSitePage(path: string): boolean {
  return MAIN_SITE_PAGES.some((page) => path === page || path.startsWith(`${page}/`));
}
