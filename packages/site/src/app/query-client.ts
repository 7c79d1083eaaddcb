import { QueryClient } from '@tanstack/react-query';

/**
 * One QueryClient per router: per request on the server, so that no visitor sees another's
 * data, and one for the page's life in the browser.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Data the server rendered is fresh when it arrives: hydration must not refetch it.
        staleTime: 60_000,
      },
      dehydrate: {
        // A failed query stays on the server: its error may name internal hosts, and the
        // page records the failure in its own loader data instead.
        shouldDehydrateQuery: (query) => query.state.status !== 'error',
      },
    },
  });
}
