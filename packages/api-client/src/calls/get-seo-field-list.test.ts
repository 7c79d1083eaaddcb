import { afterEach, describe, expect, it } from 'vitest';

import { createApiClient } from '../http/client';
import { ApiError } from '../http/errors';
import { closedPortUrl, sendJson, startLocalServer } from '../test-utils/local-server';
import type { LocalServer } from '../test-utils/local-server';
import { itAccepts, itRejects } from '../test-utils/schema-cases';

import {
  SEO_FIELD_LIST_PATH,
  getSeoFieldList,
  seoFieldListQuerySchema,
} from './get-seo-field-list';

const fields = [
  { type_idx: 301, tag_title: '의료사고' },
  { type_idx: 302, tag_title: '약사법 위반' },
];

let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('seoFieldListQuerySchema', () => {
  itAccepts(seoFieldListQuerySchema, { center_code: 'CT0028' });
  itRejects(seoFieldListQuerySchema, [
    ['a missing centre', {}, 'center_code'],
    ['a centre that is not a code', { center_code: 'medical' }, 'center_code'],
  ]);
});

describe('getSeoFieldList (spec/site.md §7 #17)', () => {
  it('returns data', async () => {
    server = await startLocalServer((_request, response) =>
      sendJson(response, 200, { result: true, data: fields }),
    );

    await expect(
      getSeoFieldList(createApiClient({ baseUrl: server.url }), { center_code: 'CT0028' }),
    ).resolves.toEqual(fields);
    expect(server.requests[0]?.url).toBe(`${SEO_FIELD_LIST_PATH}?center_code=CT0028`);
  });

  it.each([
    ['a false result', 200, { result: false, data: fields }],
    ['an error status', 500, { result: false }],
    ['a broken body', 200, { result: true, data: 'none' }],
  ])('returns [] on %s', async (_name, status, body) => {
    server = await startLocalServer((_request, response) => sendJson(response, status, body));
    await expect(
      getSeoFieldList(createApiClient({ baseUrl: server.url }), { center_code: 'CT0028' }),
    ).resolves.toEqual([]);
  });

  it('returns [] when the api is unreachable', async () => {
    const client = createApiClient({ baseUrl: await closedPortUrl() });
    await expect(getSeoFieldList(client, { center_code: 'CT0000' })).resolves.toEqual([]);
  });

  it('rejects a cancelled request rather than caching []', async () => {
    server = await startLocalServer(() => undefined);
    const controller = new AbortController();
    const pending = getSeoFieldList(
      createApiClient({ baseUrl: server.url }),
      { center_code: 'CT0000' },
      controller.signal,
    );
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('ABORTED');
  });
});
