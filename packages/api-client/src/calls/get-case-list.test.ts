import { afterEach, describe, expect, it } from 'vitest';

import { createApiClient } from '../http/client';
import { caseItem } from '../test-utils/fixtures';
import { sendJson, startLocalServer } from '../test-utils/local-server';
import type { LocalServer } from '../test-utils/local-server';
import { itAccepts, itRejects, without } from '../test-utils/schema-cases';

import {
  CASE_LIST_PATH,
  caseListQuerySchema,
  caseListResponseSchema,
  getCaseList,
} from './get-case-list';
import { caseListQueryOptions } from '../site/member-queries';

const refund = {
  ...caseItem,
  idx: 9002,
  state: 'refund_in_progress',
  refund_at: '2025-08-20',
  refund_price: 1_650_000,
};
const page = { result: true, data: { list: [caseItem, refund], totalCount: 7 } };
const item = (value: unknown) => ({ result: true, data: { list: [value], totalCount: 1 } });

let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('caseListQuerySchema', () => {
  itAccepts(caseListQuerySchema, { tapState: 'closed', pageNumber: 2, pageSize: 4 });
  itAccepts(caseListQuerySchema, {}, { tapState: 'ongoing', pageNumber: 1, pageSize: 4 });
  itRejects(caseListQuerySchema, [
    ['an unknown tab', { tapState: 'all' }, 'tapState'],
    ['a page of text', { pageNumber: 'two' }, 'pageNumber'],
    ['page 0', { pageNumber: '0' }, 'pageNumber'],
    ['a page size of 1000', { pageSize: '1000' }, 'pageSize'],
  ]);
});

describe('caseListResponseSchema', () => {
  itAccepts(caseListResponseSchema, page);
  itRejects(caseListResponseSchema, [
    ['a missing totalCount', { result: true, data: { list: [] } }, 'data.totalCount'],
    ['an unknown state', item({ ...caseItem, state: 'won' }), 'data.list.0.state'],
    ['a missing is_deferred', item(without(caseItem, 'is_deferred')), 'data.list.0.is_deferred'],
    [
      'a dotted accept date',
      item({ ...caseItem, accept_date: '2025.03.02' }),
      'data.list.0.accept_date',
    ],
    ['a negative refund', item({ ...refund, refund_price: -1 }), 'data.list.0.refund_price'],
  ]);
});

describe('getCaseList', () => {
  it('GETs one page of a tab, filling the spec defaults', async () => {
    server = await startLocalServer((_request, response) => sendJson(response, 200, page));
    const client = createApiClient({ baseUrl: server.url });

    await expect(getCaseList(client)).resolves.toEqual(page);
    await getCaseList(client, { tapState: 'closed', pageNumber: 2 });

    expect(server.requests.map(({ method, url }) => `${method} ${url}`)).toEqual([
      `GET ${CASE_LIST_PATH}?tapState=ongoing&pageNumber=1&pageSize=4`,
      `GET ${CASE_LIST_PATH}?tapState=closed&pageNumber=2&pageSize=4`,
    ]);
  });
});

describe('caseListQueryOptions', () => {
  it('keys the cache by the query with its defaults filled in', () => {
    const client = createApiClient({ baseUrl: 'http://127.0.0.1:9' });
    expect(caseListQueryOptions(client).queryKey).toEqual(
      caseListQueryOptions(client, { tapState: 'ongoing', pageNumber: 1, pageSize: 4 }).queryKey,
    );
  });
});
