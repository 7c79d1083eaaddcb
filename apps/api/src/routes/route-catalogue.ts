// Every route the api serves, as it was registered: its method, its URL pattern and its schemas.
// The not-found handler reads it to tell a known path with another method (405) from an unknown
// path (404); the hostile-input test reads it to reach every route.
import type { FastifyInstance, FastifySchema } from 'fastify';

export interface CataloguedRoute {
  method: string;
  /** The pattern as registered, e.g. `/chatops/inquiries/:chat_inquiry_number`. */
  url: string;
  schema: FastifySchema | undefined;
}

export interface RouteCatalogue {
  readonly routes: readonly CataloguedRoute[];
  /** The methods `path` (a request's path, without the query) is served with, sorted. */
  allowedMethods(path: string): string[];
}

const catalogues = new WeakMap<FastifyInstance, RouteCatalogue>();

/** `/chatops/inquiries/:n/messages` as a regular expression over a request's path. */
function patternOf(url: string): RegExp {
  const source = url
    .split('/')
    .map((segment) => {
      if (segment === '*') return '.*';
      if (segment.startsWith(':')) return '[^/]+';
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^${source}/?$`);
}

/**
 * Records the routes registered on `app` from now on (call it before any route is registered).
 * Catch-alls (`/*`, the CORS preflight) are left out: they make no path "known".
 */
export function recordRoutes(app: FastifyInstance): RouteCatalogue {
  const routes: CataloguedRoute[] = [];
  const patterns = new Map<string, RegExp>();
  app.addHook('onRoute', (route) => {
    if (route.url.endsWith('*')) return;
    if (!patterns.has(route.url)) patterns.set(route.url, patternOf(route.url));
    for (const method of [route.method].flat()) {
      routes.push({ method, url: route.url, schema: route.schema });
    }
  });
  const catalogue: RouteCatalogue = {
    routes,
    allowedMethods(path) {
      const allowed = new Set<string>();
      for (const route of routes) {
        if (patterns.get(route.url)?.test(path)) allowed.add(route.method);
      }
      return [...allowed].sort();
    },
  };
  catalogues.set(app, catalogue);
  return catalogue;
}

/** The catalogue recordRoutes keeps for `app`. */
export function routeCatalogueOf(app: FastifyInstance): RouteCatalogue {
  const catalogue = catalogues.get(app);
  if (!catalogue) throw new Error('recordRoutes was not called on this app');
  return catalogue;
}
