import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';

import { createApiClient } from '../http/client';
import { articleSummary } from '../test-utils/fixtures';
import { sendJson, startLocalServer } from '../test-utils/local-server';
import type { LocalServer } from '../test-utils/local-server';

import { INFO_LIST_PATH } from './get-info-list';
import { infoListQueryOptions } from '../site/content-queries';

let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('infoListQueryOptions', () => {
  it('caches each page under its own key', async () => {
    const page = { result: true, data: { list: [articleSummary], totalCount: 13 } };
    server = await startLocalServer((_request, response) => sendJson(response, 200, page));
    const client = createApiClient({ baseUrl: server.url });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });

    await queryClient.fetchQuery(infoListQueryOptions(client, { pageNumber: 1 }));
    await queryClient.fetchQuery(infoListQueryOptions(client, { pageNumber: 2 }));

    expect(infoListQueryOptions(client, { pageNumber: 2 }).queryKey).toEqual([
      'info',
      'list',
      { pageNumber: 2 },
    ]);
    expect(server.requests.map((request) => request.url)).toEqual([
      `${INFO_LIST_PATH}?pageNumber=1`,
      `${INFO_LIST_PATH}?pageNumber=2`,
    ]);
  });
});
