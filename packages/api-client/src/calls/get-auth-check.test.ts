import { afterEach, describe, expect, it } from 'vitest';

import { createApiClient } from '../http/client';
import { closedPortUrl, sendJson, startLocalServer } from '../test-utils/local-server';
import type { LocalServer } from '../test-utils/local-server';

import {
  APP_AUTH_PATH,
  AUTH_CHECK_PATH,
  checkAuthCookie,
  isAuthCheckPassed,
  readAuthCookie,
} from './get-auth-check';
import type { AuthCheckResponse } from './get-auth-check';

let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('isAuthCheckPassed (spec/site.md §7 #6)', () => {
  it.each([
    [{ result: true }, true],
    [{ result: true, message: '' }, false],
    [{ result: true, message: '세션이 만료되었습니다.' }, false],
    [{ result: false }, false],
    [{ result: false, message: 'no cookie' }, false],
  ] satisfies Array<[AuthCheckResponse, boolean]>)('%j → %s', (response, passed) => {
    expect(isAuthCheckPassed(response)).toBe(passed);
  });
});

describe('checkAuthCookie', () => {
  it('POSTs /api/app/auth, then GETs the check, with credentials', async () => {
    server = await startLocalServer((_request, response) =>
      sendJson(response, 200, { result: true }),
    );

    await expect(checkAuthCookie(createApiClient({ baseUrl: server.url }))).resolves.toBe(true);
    expect(server.requests.map(({ method, url }) => `${method} ${url}`)).toEqual([
      `POST ${APP_AUTH_PATH}`,
      `GET ${AUTH_CHECK_PATH}`,
    ]);
  });

  it.each([
    ['a check with a message', 200, { result: true, message: 'expired' }],
    ['an error status', 401, { result: false }],
    ['a body that breaks the schema', 200, { result: 'yes' }],
  ])('reads %s as false', async (_name, status, body) => {
    server = await startLocalServer((request, response) =>
      request.method === 'POST'
        ? sendJson(response, 200, { result: true })
        : sendJson(response, status, body),
    );
    await expect(checkAuthCookie(createApiClient({ baseUrl: server.url }))).resolves.toBe(false);
  });

  it('reads an unreachable auth host as false', async () => {
    await expect(
      checkAuthCookie(createApiClient({ baseUrl: await closedPortUrl() })),
    ).resolves.toBe(false);
  });
});

describe('readAuthCookie', () => {
  it('reads an answer that says no as false', async () => {
    server = await startLocalServer((_request, response) => sendJson(response, 401, {}));
    await expect(readAuthCookie(createApiClient({ baseUrl: server.url }))).resolves.toBe(false);
  });

  it('rejects when no answer came: that says nothing of the cookie', async () => {
    await expect(
      readAuthCookie(createApiClient({ baseUrl: await closedPortUrl() })),
    ).rejects.toMatchObject({ code: 'FETCH_ERROR' });
  });
});
