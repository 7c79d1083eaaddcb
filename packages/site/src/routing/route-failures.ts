// What becomes of a route that fails to load, on main-site's and center-site's routers alike:
// the api refusing the page's parameter is the not-found page (404), any other failure is the
// error page (ErrorPage, 500 on the server) with only a code in the page's state. The error
// itself goes to the log: TanStack Router puts a loader's error into the HTML it dehydrates
// (its message, as `new Error(message)`), and a message can name internal hosts or data. A
// refusal that can only be our own mistake (a 400) is logged too, before it becomes the 404.
import { isApiError } from '@lawfirm/api-client';
import type { ApiError } from '@lawfirm/api-client';
import { isNotFound, isRedirect, notFound } from '@tanstack/react-router';
import type { AnyRoute } from '@tanstack/react-router';

import { pageHead } from '../page-head';
import { ERROR_TITLE } from '../route-titles';

/** What the page's state keeps of a failure: which kind, nothing of its text. */
export const ROUTE_FAILURE_CODES = ['API_FAILED', 'PAGE_FAILED'] as const;
export type RouteFailureCode = (typeof ROUTE_FAILURE_CODES)[number];

/** A failure as the page sees it: its message is its code. */
export class RouteFailure extends Error {
  override readonly name = 'RouteFailure';
  readonly code: RouteFailureCode;

  constructor(code: RouteFailureCode) {
    super(code);
    this.code = code;
  }
}

/**
 * A RouteFailure, or one the browser read back from the server's HTML (the router revives it as
 * a plain Error with the same message): reported where it happened already.
 */
export function isRouteFailure(error: unknown): boolean {
  return (
    error instanceof RouteFailure ||
    (error instanceof Error && (ROUTE_FAILURE_CODES as readonly string[]).includes(error.message))
  );
}

/** Where a failure is logged: the browser's console, the server's log. */
export type RouteErrorReporter = (error: unknown, routeId: string) => void;

/** The browser's reporter: the console, where the site's other failures are logged (§8). */
export const logRouteErrorToConsole: RouteErrorReporter = (error, routeId) => {
  console.error(`the page failed (${routeId})`, error);
};

/**
 * The api refused what the page asked for (400: a parameter it rejects; 404: nothing by that
 * name): the page does not exist, whatever the path says.
 */
export function isApiRefusal(error: unknown): error is ApiError {
  return (
    isApiError(error) &&
    error.code === 'HTTP_ERROR' &&
    (error.status === 400 || error.status === 404)
  );
}

/**
 * What a route's failure becomes: a not-found or redirect stays itself, the api's refusal is
 * a not-found (reported first when it is a 400), anything else is reported and replaced by a
 * RouteFailure holding only its code.
 */
export function settleRouteFailure(
  error: unknown,
  routeId: string,
  report: RouteErrorReporter,
): unknown {
  if (isNotFound(error) || isRedirect(error) || isRouteFailure(error)) return error;
  if (isApiRefusal(error)) {
    // spec/site.md §2 route table: a path naming no entry (/faq/detail/{idx}) has no page, and
    // §8 gives web pages no other message, so the visitor sees the Korean 404 either way. A
    // 404 is the visitor's (a link to a deleted entry): not logged. A 400 never is: the routes
    // check their path parameters with the api's own rules before calling it (main-site's
    // lib/route-params.ts), so a 400 is a query our code built that the api refuses, on a list
    // page as on a detail page. It is reported, not mapped by whether the route has path
    // parameters: a detail route's other queries (a group list) would still hide theirs.
    if (error.status === 400) report(error, routeId);
    return notFound();
  }
  report(error, routeId);
  return new RouteFailure(isApiError(error) ? 'API_FAILED' : 'PAGE_FAILED');
}

/** The head of a route that failed: the error page's title, out of search indexes. */
export function errorPageHead() {
  return pageHead(ERROR_TITLE, { noindex: true });
}

const governed = new WeakSet<AnyRoute>();

/**
 * Gives every route the failure handling above (`onError`, which TanStack Router calls with a
 * loader's, beforeLoad's or parameter's error and whose throw replaces it) and, but for the
 * root (which owns the document's charset and viewport), the error page's title while it
 * failed. TanStack Router has no router-wide `onError` or `head`, hence per route. Routes are
 * module singletons that every server request's router shares: `report` must not belong to
 * one request, and a route is handled once.
 */
export function applyRouteFailurePolicy(
  routes: Iterable<AnyRoute>,
  report: RouteErrorReporter,
): void {
  for (const route of routes) {
    if (governed.has(route)) continue;
    governed.add(route);
    const { head, onError } = route.options;
    route.update({
      onError: (error: unknown) => {
        onError?.(error);
        throw settleRouteFailure(error, route.id, report);
      },
      ...(route.isRoot
        ? {}
        : {
            head: (context) =>
              context.match.status === 'error' ? errorPageHead() : (head?.(context) ?? {}),
          }),
    });
  }
}

/**
 * The router's `defaultOnCatch`: a route's error boundary caught an error while rendering (in
 * the browser; the server renders a failed route's error page directly). A route's own failure
 * was reported when it happened; anything else is reported here.
 */
export function reportCaughtError(report: RouteErrorReporter) {
  return (error: unknown) => {
    if (!isRouteFailure(error)) report(error, 'render');
  };
}
