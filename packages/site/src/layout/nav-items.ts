import { ROUTE_TITLES } from '../route-titles';

export interface NavItem {
  /** An internal path, as TanStack Router's Link takes it. */
  to: string;
  label: string;
}

/**
 * The header's few links until the full route menu arrives (spec/site.md §2 Header).
 * Labels come from ROUTE_TITLES so that a link and the page it opens say the same thing.
 */
export const DEFAULT_NAV_ITEMS: readonly NavItem[] = [
  { to: '/strength', label: ROUTE_TITLES['/strength'] },
  { to: '/faq', label: ROUTE_TITLES['/faq'] },
  { to: '/map', label: ROUTE_TITLES['/map'] },
  { to: '/choice', label: ROUTE_TITLES['/choice'] },
];
