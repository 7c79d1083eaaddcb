// spec/site.md §2 route table: /consult and /consulting "may be prefixed by a centre URL", so a
// centre's site has them, with /complete after a stored request and /choice, which those pages
// link to. The pages, heads and the /complete search are packages/site's, as on main-site.
import {
  ChoicePage,
  CompletePage,
  ConsultPage,
  ConsultingPage,
  routeHead,
  validateCompleteSearch,
} from '@lawfirm/site';
import { createRoute } from '@tanstack/react-router';
import type { AnyRoute } from '@tanstack/react-router';
import type { ReactNode } from 'react';

export function createConsultRoutes<TRoot extends AnyRoute>(rootRoute: TRoot) {
  /** A page of a fixed path with its head (title, description) from the route tables. */
  const page = (path: '/choice' | '/consult' | '/consulting', component: () => ReactNode) =>
    createRoute({
      getParentRoute: () => rootRoute,
      path,
      head: () => routeHead(path),
      component,
    });
  const completeRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/complete',
    validateSearch: validateCompleteSearch,
    head: () => routeHead('/complete'),
    component: function CompleteRoute() {
      const { isConsult } = completeRoute.useSearch();
      return <CompletePage isConsult={isConsult === true} />;
    },
  });
  return [
    page('/choice', ChoicePage),
    page('/consult', ConsultPage),
    page('/consulting', ConsultingPage),
    completeRoute,
  ] as const;
}
