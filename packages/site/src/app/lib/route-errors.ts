// Where a page's failure is logged (packages/site's route-failures.ts reports to it): the
// browser's console, or on the server the log of the process hosting the renderer
// (createSiteHandler's `logError`, the api's pino). One module-level reporter, since the routes
// that report are shared by every request's router.
import { logRouteErrorToConsole } from '../../index';
import type { RouteErrorReporter } from '../../index';

let reporter: RouteErrorReporter = logRouteErrorToConsole;

export function setRouteErrorReporter(report: RouteErrorReporter): void {
  reporter = report;
}

export const reportRouteError: RouteErrorReporter = (error, routeId) => reporter(error, routeId);
