// What every route's loader and component can reach through the router context. Its own
// module: the root route needs the type, and the router imports the route tree.
import type { ApiClient } from '@lawfirm/api-client';
import type { QueryClient } from '@tanstack/react-query';

export interface RouterContext {
  queryClient: QueryClient;
  apiClient: ApiClient;
  /** On the server: the request carried the api's cookies, forwarded with the loaders' calls. */
  hasSessionCookie: boolean;
}
