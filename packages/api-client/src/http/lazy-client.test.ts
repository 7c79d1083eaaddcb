import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';

import { sendJson, startLocalServer } from '../test-utils/local-server';
import type { LocalServer } from '../test-utils/local-server';

import { ApiError } from './errors';
import { createLazyApiClient } from './lazy-client';

let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const itemSchema = z.object({ id: z.number() });

describe('createLazyApiClient', () => {
  it('answers requests as createApiClient does, one after another and at once', async () => {
    server = await startLocalServer((request, response) =>
      sendJson(response, 200, {
        id: Number(new URL(request.url ?? '', 'http://x').searchParams.get('id')),
      }),
    );
    const client = createLazyApiClient({ baseUrl: server.url });
    expect(client.baseUrl).toBe(server.url);

    const first = await client.request('/items', { schema: itemSchema, query: { id: 1 } });
    const [second, third] = await Promise.all([
      client.request('/items', { schema: itemSchema, query: { id: 2 } }),
      client.request('/items', { schema: itemSchema, query: { id: 3 } }),
    ]);

    expect([first, second, third]).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
    expect(server.requests.map((request) => request.url)).toEqual([
      '/items?id=1',
      '/items?id=2',
      '/items?id=3',
    ]);
  });

  it('rejects with the same ApiError on a failed answer', async () => {
    server = await startLocalServer((_request, response) =>
      sendJson(response, 404, { message: 'no such item' }),
    );
    const client = createLazyApiClient({ baseUrl: server.url });

    const error = await client
      .request('/items/9', { schema: itemSchema })
      .catch((reason) => reason);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'HTTP_ERROR', status: 404 });
  });

  it('refuses a malformed base URL on its first request, as createApiClient does at once', async () => {
    const client = createLazyApiClient({ baseUrl: 'api.example' });

    await expect(client.request('/items', { schema: itemSchema })).rejects.toThrow(
      /baseUrl must be/,
    );
  });
});
