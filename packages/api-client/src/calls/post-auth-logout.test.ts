import { afterEach, describe, expect, it } from 'vitest';

import { createApiClient } from '../http/client';
import { sendJson, startLocalServer } from '../test-utils/local-server';
import type { LocalServer } from '../test-utils/local-server';

import { AUTH_LOGOUT_PATH, postAuthLogout } from './post-auth-logout';

let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('postAuthLogout (spec/site.md §7 #15)', () => {
  it('POSTs JSON with no-cache', async () => {
    server = await startLocalServer((_request, response) =>
      sendJson(response, 200, { result: true }),
    );

    await expect(postAuthLogout(createApiClient({ baseUrl: server.url }))).resolves.toEqual({
      result: true,
    });

    const [request] = server.requests;
    expect([request?.method, request?.url, request?.body]).toEqual([
      'POST',
      AUTH_LOGOUT_PATH,
      '{}',
    ]);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.headers['cache-control']).toBe('no-cache');
  });
});
