// An ApiClient for a page's start-up: a page whose data arrived with its HTML (dehydrated)
// makes no request while it hydrates, so the transport (client.ts and its errors) loads with
// the first request instead of with every page.
import type { ApiClient, ApiClientOptions } from './client';

/** createApiClient's client, loaded on the first request; the options are checked then too. */
export function createLazyApiClient(options: ApiClientOptions): ApiClient {
  let client: Promise<ApiClient> | undefined;
  return {
    baseUrl: options.baseUrl,
    async request(path, requestOptions) {
      client ??= import('./client').then(({ createApiClient }) => createApiClient(options));
      return (await client).request(path, requestOptions);
    },
  };
}
