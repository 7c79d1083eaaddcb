import { afterEach, describe, expect, it } from 'vitest';

import { createApiClient } from '../http/client';
import { sendJson, startLocalServer } from '../test-utils/local-server';
import type { LocalServer } from '../test-utils/local-server';
import { itAccepts, itRejects } from '../test-utils/schema-cases';

import {
  AUTH_CALLBACK_PATH,
  authCallbackResponseSchema,
  getAuthCallback,
} from './get-auth-callback';

const signedIn = {
  result: true,
  data: {
    isLogin: true,
    email: 'minjun@example.kr',
    name: '김민준',
    provider: 'kakao',
    signedUp: true,
    categories: ['CT0001'],
    fields: [3],
  },
} as const;

let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('authCallbackResponseSchema', () => {
  itAccepts(authCallbackResponseSchema, signedIn);
  itAccepts(authCallbackResponseSchema, { result: true, data: { isLogin: false } });
  itRejects(authCallbackResponseSchema, [
    [
      'a login without provider',
      { result: true, data: { isLogin: true, email: null, name: '김민준' } },
      'data.provider',
    ],
    [
      'an unknown provider',
      { ...signedIn, data: { ...signedIn.data, provider: 'facebook' } },
      'data.provider',
    ],
    ['isLogin as text', { result: true, data: { isLogin: 'true' } }, 'data.isLogin'],
  ]);
});

describe('getAuthCallback', () => {
  it('forwards the given cookies and asks for no cache', async () => {
    server = await startLocalServer((_request, response) => sendJson(response, 200, signedIn));

    const answer = await getAuthCallback(createApiClient({ baseUrl: server.url }), {
      cookie: 'session=abc',
    });

    expect(answer).toEqual(signedIn);
    const [request] = server.requests;
    expect(request?.url).toBe(AUTH_CALLBACK_PATH);
    expect(request?.headers.cookie).toBe('session=abc');
    expect(request?.headers['cache-control']).toBe('no-cache');
  });
});
