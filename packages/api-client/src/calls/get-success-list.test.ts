import { afterEach, describe, expect, it } from 'vitest';

import { createApiClient } from '../http/client';
import { articleSummary } from '../test-utils/fixtures';
import { sendJson, startLocalServer } from '../test-utils/local-server';
import type { LocalServer } from '../test-utils/local-server';

import { SUCCESS_LIST_PATH, getSuccessList } from './get-success-list';

let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('getSuccessList', () => {
  it('GETs one page, sending only the parameters given', async () => {
    const page = { result: true, data: { list: [articleSummary], totalCount: 1 } };
    server = await startLocalServer((_request, response) => sendJson(response, 200, page));

    await expect(
      getSuccessList(createApiClient({ baseUrl: server.url }), {
        group_code: 'CT0016',
        pageNumber: 2,
      }),
    ).resolves.toEqual(page);
    expect(server.requests[0]?.url).toBe(`${SUCCESS_LIST_PATH}?group_code=CT0016&pageNumber=2`);
  });
});
