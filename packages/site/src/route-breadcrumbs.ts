// The breadcrumb trails of the pages of a fixed path, beside ROUTE_TITLES: the page shows the
// trail (components/breadcrumb.tsx) and its head describes the same one as a BreadcrumbList.
import type { BreadcrumbItem } from './components/breadcrumb-trail';
import type { RoutePath } from './route-titles';
import { ROUTE_TITLES } from './route-titles';

const CHOICE_CRUMB = { label: ROUTE_TITLES['/choice'], to: '/choice' };

export const ROUTE_BREADCRUMBS = {
  '/choice': [{ label: ROUTE_TITLES['/choice'] }],
  '/consult': [CHOICE_CRUMB, { label: ROUTE_TITLES['/consult'] }],
  '/consulting': [CHOICE_CRUMB, { label: ROUTE_TITLES['/consulting'] }],
  '/inquire': [{ label: ROUTE_TITLES['/inquire'] }],
  '/map': [{ label: ROUTE_TITLES['/map'] }],
  '/field/area': [{ label: ROUTE_TITLES['/field/area'] }],
  '/integrate': [{ label: ROUTE_TITLES['/integrate'] }],
} as const satisfies Partial<Record<RoutePath, readonly BreadcrumbItem[]>>;

/** The trail of a fixed path, or none when its page shows no breadcrumb. */
export function routeBreadcrumbs(path: RoutePath): readonly BreadcrumbItem[] | undefined {
  return (ROUTE_BREADCRUMBS as Partial<Record<RoutePath, readonly BreadcrumbItem[]>>)[path];
}

/** A term or policy page's trail (/common/term/{terms_code}): the term's name. */
export const termBreadcrumbs = (termsName: string): BreadcrumbItem[] => [{ label: termsName }];
