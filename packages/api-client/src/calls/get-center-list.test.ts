import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';

import { createApiClient } from '../http/client';
import { ApiError } from '../http/errors';
import { sendJson, startLocalServer } from '../test-utils/local-server';
import type { LocalServer } from '../test-utils/local-server';

import { CENTER_LIST_PATH, getCenterList } from './get-center-list';
import type { CenterListResponse } from './get-center-list';
import { centerListQueryOptions } from '../site/layout-queries';

const centerList: CenterListResponse = {
  result: true,
  data: [
    {
      code: 'CT0000',
      code_name: '법무법인 전체',
      code_desc: '대표 사이트',
      parent_code: null,
      etc: null,
      domain: null,
      gubun: null,
      children: [],
    },
    {
      code: 'ICT0005',
      code_name: '기업법무센터',
      code_desc: '기업 자문',
      parent_code: 'in_center',
      etc: null,
      domain: 'corp.example.kr',
      gubun: null,
      children: [{ code: 'CT0022', code_name: '노동', etc2: '/labor' }],
    },
  ],
};

let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('getCenterList', () => {
  it('GETs /api/center/list and returns the parsed groups', async () => {
    server = await startLocalServer((_request, response) => sendJson(response, 200, centerList));

    const list = await getCenterList(createApiClient({ baseUrl: server.url }));

    expect(list).toEqual(centerList);
    expect(server.requests.map(({ method, url }) => `${method} ${url}`)).toEqual([
      `GET ${CENTER_LIST_PATH}`,
    ]);
  });

  it('rejects a group code that is not CT0000-shaped with INVALID_RESPONSE', async () => {
    const broken = { ...centerList, data: [{ ...centerList.data[0], code: 'XX01' }] };
    server = await startLocalServer((_request, response) => sendJson(response, 200, broken));

    const error = await getCenterList(createApiClient({ baseUrl: server.url })).catch(
      (e: unknown) => e,
    );

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('INVALID_RESPONSE');
    expect((error as ApiError).message).toContain('data.0.code');
  });

  it('serves TanStack Query through centerListQueryOptions', async () => {
    server = await startLocalServer((_request, response) => sendJson(response, 200, centerList));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const options = centerListQueryOptions(createApiClient({ baseUrl: server.url }));

    await expect(queryClient.fetchQuery(options)).resolves.toEqual(centerList);
    // staleTime Infinity: the list is fetched once per page life.
    await queryClient.fetchQuery(options);
    expect(server.requests).toHaveLength(1);
    expect(queryClient.getQueryData(options.queryKey)).toEqual(centerList);
  });
});
