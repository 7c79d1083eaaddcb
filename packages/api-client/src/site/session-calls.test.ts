import type { ServerResponse } from 'node:http';

import { afterEach, describe, expect, it } from 'vitest';

import { createApiClient } from '../http/client';
import { closedPortUrl, sendJson, startLocalServer } from '../test-utils/local-server';
import type { LocalServer } from '../test-utils/local-server';

import { AUTH_CALLBACK_PATH, AUTH_TOKEN_PATH } from './paths';
import { checkAuthCookieLazily, loginStateLazily, refreshSessionLazily } from './session-calls';

let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const JWT = 'aaa.bbb.ccc';

/** Cuts the connection without an answer: the client sees what a page being left sees. */
function cutOff(response: ServerResponse): void {
  response.socket?.destroy();
}

describe('the session calls take a second look at a request that got no answer', () => {
  it('a refresh cut off once is made again a second later and succeeds', async () => {
    let cuts = 0;
    server = await startLocalServer((request, response) => {
      if (request.method === 'GET' && cuts === 0) {
        cuts += 1;
        cutOff(response);
        return;
      }
      sendJson(response, 200, { token: JWT });
    });
    const client = createApiClient({ baseUrl: server.url });
    const started = Date.now();
    await expect(refreshSessionLazily(client, client)).resolves.toBeUndefined();
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_000);
    expect(server.requests.map(({ method, url }) => `${method} ${url}`)).toEqual([
      `GET ${AUTH_TOKEN_PATH}`,
      `GET ${AUTH_TOKEN_PATH}`,
      `POST ${AUTH_TOKEN_PATH}`,
    ]);
  });

  it('a refresh the host refuses fails at once, asked only once', async () => {
    server = await startLocalServer((_request, response) =>
      sendJson(response, 401, { message: 'session_expired' }),
    );
    const client = createApiClient({ baseUrl: server.url });
    await expect(refreshSessionLazily(client, client)).rejects.toMatchObject({
      code: 'HTTP_ERROR',
      status: 401,
    });
    expect(server.requests).toHaveLength(1);
  });

  it('a login state cut off twice fails with the network error', async () => {
    server = await startLocalServer((_request, response) => {
      cutOff(response);
    });
    await expect(loginStateLazily(createApiClient({ baseUrl: server.url }))).rejects.toMatchObject({
      code: 'FETCH_ERROR',
    });
    expect(server.requests.map(({ url }) => url)).toEqual([AUTH_CALLBACK_PATH, AUTH_CALLBACK_PATH]);
  });

  it('the cookie check reads an unreachable host as false only after its second look', async () => {
    const started = Date.now();
    await expect(
      checkAuthCookieLazily(createApiClient({ baseUrl: await closedPortUrl() })),
    ).resolves.toBe(false);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_000);
  });

  it('the cookie check reads a host that says no as false at once', async () => {
    server = await startLocalServer((_request, response) => sendJson(response, 401, {}));
    await expect(checkAuthCookieLazily(createApiClient({ baseUrl: server.url }))).resolves.toBe(
      false,
    );
    expect(server.requests).toHaveLength(1);
  });
});
