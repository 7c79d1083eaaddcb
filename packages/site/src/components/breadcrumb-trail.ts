// A page's breadcrumb trail, one list for what the page shows (breadcrumb.tsx) and what its
// head tells search engines (structured-data/breadcrumb-list.ts).

export interface BreadcrumbItem {
  label: string;
  /** An internal path; the last item (this page) has none. */
  to?: string;
}

export const HOME_CRUMB: BreadcrumbItem = { label: '홈', to: '/' };

/** The trail from home: home, then the page's own items. */
export function breadcrumbTrail(items: readonly BreadcrumbItem[]): BreadcrumbItem[] {
  return [HOME_CRUMB, ...items];
}
