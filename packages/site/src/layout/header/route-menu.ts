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
    name: '대륜 소개',
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
    name: '법률 정보',
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
    name: '사무소 안내',
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
