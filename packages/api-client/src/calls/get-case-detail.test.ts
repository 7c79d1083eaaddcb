import { afterEach, describe, expect, it } from 'vitest';

import { createApiClient } from '../http/client';
import { ApiError } from '../http/errors';
import { caseItem } from '../test-utils/fixtures';
import { sendJson, startLocalServer } from '../test-utils/local-server';
import type { LocalServer } from '../test-utils/local-server';
import { itAccepts, itRejects } from '../test-utils/schema-cases';

import { caseDetailResponseSchema, getCaseDetail } from './get-case-detail';

let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('caseDetailResponseSchema', () => {
  itAccepts(caseDetailResponseSchema, { result: true, data: { ...caseItem, is_deferred: true } });
  itRejects(caseDetailResponseSchema, [
    ['a list instead of one case', { result: true, data: [caseItem] }, 'data'],
    ['idx as text', { result: true, data: { ...caseItem, idx: '9001' } }, 'data.idx'],
  ]);
});

describe('getCaseDetail', () => {
  it('GETs /api/lawfirm/app/case/{idx}; another member’s case is a 404', async () => {
    server = await startLocalServer((request, response) =>
      request.url.endsWith('/9001')
        ? sendJson(response, 200, { result: true, data: caseItem })
        : sendJson(response, 404, { result: false, msg: '사건을 찾을 수 없습니다.' }),
    );
    const client = createApiClient({ baseUrl: server.url });

    await expect(getCaseDetail(client, 9001)).resolves.toEqual({ result: true, data: caseItem });
    const error = await getCaseDetail(client, 1).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
    expect(server.requests.map((request) => request.url)).toEqual([
      '/api/lawfirm/app/case/9001',
      '/api/lawfirm/app/case/1',
    ]);
  });
});
