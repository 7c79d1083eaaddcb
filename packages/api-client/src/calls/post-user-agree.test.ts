import { afterEach, describe, expect, it } from 'vitest';

import { MARKETING_AGREE_FAILED_MESSAGE } from '../constants';
import { createApiClient } from '../http/client';
import { sendJson, startLocalServer } from '../test-utils/local-server';
import type { LocalServer } from '../test-utils/local-server';
import { itAccepts, itRejects } from '../test-utils/schema-cases';

import { USER_AGREE_PATH, postUserAgree, userAgreeBodySchema } from './post-user-agree';

let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('userAgreeBodySchema', () => {
  itAccepts(userAgreeBodySchema, { marketing_agree: true, alert_agree: true });
  itRejects(userAgreeBodySchema, [
    ['a missing alert_agree', { marketing_agree: true }, 'alert_agree'],
    ['Y/N text', { marketing_agree: 'Y', alert_agree: true }, 'marketing_agree'],
  ]);
});

describe('postUserAgree (spec/site.md §7 #18)', () => {
  it('sends one answer as both agreements', async () => {
    server = await startLocalServer((_request, response) =>
      sendJson(response, 200, { result: true }),
    );

    await postUserAgree(createApiClient({ baseUrl: server.url }), false);

    const [request] = server.requests;
    expect([request?.method, request?.url]).toEqual(['POST', USER_AGREE_PATH]);
    expect(JSON.parse(request?.body ?? '')).toEqual({ marketing_agree: false, alert_agree: false });
  });

  it.each([
    ['a false result', 200],
    ['an error status', 500],
  ])('fails with the spec message on %s', async (_name, status) => {
    server = await startLocalServer((_request, response) =>
      sendJson(response, status, { result: false }),
    );
    await expect(postUserAgree(createApiClient({ baseUrl: server.url }), true)).rejects.toThrow(
      MARKETING_AGREE_FAILED_MESSAGE,
    );
  });
});
