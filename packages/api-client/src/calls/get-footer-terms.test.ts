import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';

import { FOOTER_TERMS_CACHE_MS } from '../constants';
import { createApiClient } from '../http/client';
import { sendJson, startLocalServer } from '../test-utils/local-server';
import type { LocalServer } from '../test-utils/local-server';
import { itAccepts, itRejects } from '../test-utils/schema-cases';

import {
  FOOTER_TERMS_PATH,
  footerTermsQuerySchema,
  footerTermsResponseSchema,
} from './get-footer-terms';
import { footerTermsQueryOptions } from '../site/layout-queries';

const terms = {
  result: true,
  data: {
    list: [
      { terms_code: 'privacy', terms_name: '개인정보 처리방침' },
      { terms_code: 'service', terms_name: '이용약관' },
    ],
  },
};

let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('footer terms schemas', () => {
  itAccepts(footerTermsResponseSchema, terms);
  itRejects(footerTermsResponseSchema, [
    ['the list at the top level', { result: true, list: terms.data.list }, 'data'],
    [
      'a term without name',
      { result: true, data: { list: [{ terms_code: 'privacy' }] } },
      'data.list.0.terms_name',
    ],
  ]);
  itRejects(footerTermsQuerySchema, [
    ['an etc with markup', { etc: '<b>web</b>' }, 'etc'],
    ['an etc too long', { etc: 'a'.repeat(51) }, 'etc'],
  ]);
});

describe('footerTermsQueryOptions', () => {
  it('asks for the webfooter terms and keeps them 30 minutes', async () => {
    server = await startLocalServer((_request, response) => sendJson(response, 200, terms));
    const options = footerTermsQueryOptions(createApiClient({ baseUrl: server.url }));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });

    await expect(queryClient.fetchQuery(options)).resolves.toEqual(terms);
    await queryClient.fetchQuery(options);

    expect(options.staleTime).toBe(FOOTER_TERMS_CACHE_MS);
    expect(FOOTER_TERMS_CACHE_MS).toBe(30 * 60 * 1000);
    expect(server.requests.map((request) => request.url)).toEqual([
      `${FOOTER_TERMS_PATH}?etc=webfooter`,
    ]);
  });
});
