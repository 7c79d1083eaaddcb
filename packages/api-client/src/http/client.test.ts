import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';

import { closedPortUrl, sendJson, startLocalServer } from '../test-utils/local-server';
import type { LocalServer } from '../test-utils/local-server';

import { createApiClient, joinUrl } from './client';
import { ApiError } from './errors';

const itemSchema = z.object({ id: z.number(), name: z.string() });

let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function rejectionOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('createApiClient request', () => {
  it('GETs the joined URL with the query and resolves to the parsed body', async () => {
    server = await startLocalServer((_request, response) => {
      sendJson(response, 200, { id: 7, name: '법무법인', extra: 'dropped by the schema' });
    });
    const client = createApiClient({ baseUrl: `${server.url}/` });

    const item = await client.request('/items', {
      schema: itemSchema,
      query: { page: 2, q: '이혼 상담', empty: undefined, none: null },
    });

    expect(item).toEqual({ id: 7, name: '법무법인' });
    const [received] = server.requests;
    expect(received?.method).toBe('GET');
    expect(received?.url).toBe('/items?page=2&q=%EC%9D%B4%ED%98%BC+%EC%83%81%EB%8B%B4');
    expect(received?.headers.accept).toBe('application/json');
    // No body, no JSON content type: it would make every cross-origin GET preflighted.
    expect(received?.headers['content-type']).toBeUndefined();
  });

  it('sends credentials, its default headers and the request headers, the latter winning', async () => {
    server = await startLocalServer((_request, response) =>
      sendJson(response, 200, { id: 1, name: 'a' }),
    );
    const inits: RequestInit[] = [];
    const client = createApiClient({
      baseUrl: server.url,
      headers: { 'x-site': 'main', 'x-both': 'default' },
      // Observes what the client hands to fetch, then lets the real fetch run.
      fetch: (input, init) => {
        inits.push(init ?? {});
        return fetch(input, init);
      },
    });

    await client.request('items/1', { schema: itemSchema, headers: { 'x-both': 'request' } });

    expect(inits[0]?.credentials).toBe('include');
    expect(inits[0]?.signal).toBeInstanceOf(AbortSignal);
    const headers = server.requests[0]?.headers;
    expect(server.requests[0]?.url).toBe('/items/1');
    expect(headers?.['x-site']).toBe('main');
    expect(headers?.['x-both']).toBe('request');
  });

  it('POSTs a JSON body with a JSON content type', async () => {
    server = await startLocalServer((request, response) => {
      const sent = JSON.parse(request.body) as { name: string };
      sendJson(response, 201, { id: 2, name: sent.name });
    });
    const client = createApiClient({ baseUrl: server.url });

    const created = await client.request('/items', {
      method: 'POST',
      body: { name: '홍길동', tags: ['a'] },
      schema: itemSchema,
    });

    expect(created).toEqual({ id: 2, name: '홍길동' });
    expect(server.requests[0]?.method).toBe('POST');
    expect(server.requests[0]?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(server.requests[0]?.body ?? '')).toEqual({ name: '홍길동', tags: ['a'] });
  });

  it('resolves an empty body as undefined for a schema that allows it', async () => {
    server = await startLocalServer((_request, response) => {
      response.writeHead(204).end();
    });
    const client = createApiClient({ baseUrl: server.url });

    await expect(
      client.request('/items/1', { method: 'DELETE', schema: z.undefined() }),
    ).resolves.toBeUndefined();
  });

  it('rejects a non-2xx answer with HTTP_ERROR, its status, text and the JSON body message', async () => {
    server = await startLocalServer((_request, response) => {
      sendJson(response, 404, { statusCode: 404, error: 'Not Found', message: 'no such group' });
    });
    const client = createApiClient({ baseUrl: server.url });

    const error = await rejectionOf(client.request('/groups/CT9999', { schema: itemSchema }));

    expect(error.code).toBe('HTTP_ERROR');
    expect(error.status).toBe(404);
    expect(error.statusText).toBe('Not Found');
    expect(error.message).toBe('HTTP 404 Not Found: no such group');
    expect(error.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'no such group' });
  });

  it('keeps a non-JSON error body as text and the message to status and text', async () => {
    server = await startLocalServer((_request, response) => {
      response.writeHead(502, { 'Content-Type': 'text/html' }).end('<h1>Bad gateway</h1>');
    });
    const client = createApiClient({ baseUrl: server.url });

    const error = await rejectionOf(client.request('/items', { schema: itemSchema }));

    expect(error.code).toBe('HTTP_ERROR');
    expect(error.status).toBe(502);
    expect(error.message).toBe('HTTP 502 Bad Gateway');
    expect(error.body).toBe('<h1>Bad gateway</h1>');
  });

  it('rejects with FETCH_ERROR when nothing listens', async () => {
    const client = createApiClient({ baseUrl: await closedPortUrl() });

    const error = await rejectionOf(client.request('/items', { schema: itemSchema }));

    expect(error.code).toBe('FETCH_ERROR');
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  it("rejects with TIMEOUT 'request timed out' when the server never answers", async () => {
    server = await startLocalServer(() => undefined);
    const client = createApiClient({ baseUrl: server.url, timeoutMs: 50 });

    const error = await rejectionOf(client.request('/items', { schema: itemSchema }));

    expect(error.code).toBe('TIMEOUT');
    expect(error.message).toBe('request timed out');
  });

  it('times out a body that starts but never ends', async () => {
    server = await startLocalServer((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.write('{"id":');
    });
    const client = createApiClient({ baseUrl: server.url, timeoutMs: 50 });

    const error = await rejectionOf(client.request('/items', { schema: itemSchema }));

    expect(error.code).toBe('TIMEOUT');
  });

  it("rejects with ABORTED, not TIMEOUT, when the caller's signal aborts", async () => {
    server = await startLocalServer(() => undefined);
    const client = createApiClient({ baseUrl: server.url });
    const controller = new AbortController();

    const pending = client.request('/items', { schema: itemSchema, signal: controller.signal });
    controller.abort();
    const error = await rejectionOf(pending);

    expect(error.code).toBe('ABORTED');
  });

  it('rejects with INVALID_RESPONSE listing every issue when the schema rejects the body', async () => {
    server = await startLocalServer((_request, response) =>
      sendJson(response, 200, { id: 'seven' }),
    );
    const client = createApiClient({ baseUrl: server.url });

    const error = await rejectionOf(client.request('/items', { schema: itemSchema }));

    expect(error.code).toBe('INVALID_RESPONSE');
    expect(error.message).toMatch(/^invalid response: id: .+; name: .+$/);
    expect(error.issues?.map((issue) => issue.path)).toEqual([['id'], ['name']]);
  });

  it('rejects with INVALID_RESPONSE when a 2xx body is not JSON', async () => {
    server = await startLocalServer((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html>');
    });
    const client = createApiClient({ baseUrl: server.url });

    const error = await rejectionOf(client.request('/items', { schema: itemSchema }));

    expect(error.code).toBe('INVALID_RESPONSE');
    expect(error.message).toBe('invalid response: body is not JSON');
  });

  it.each([
    { thrown: new RangeError('boom'), message: 'boom' },
    { thrown: 'a string', message: 'unknown error' },
  ])(
    'rejects with UNKNOWN and "$message" when fetch throws $thrown',
    async ({ thrown, message }) => {
      const client = createApiClient({
        baseUrl: 'https://api.example.kr',
        fetch: () => Promise.reject(thrown),
      });

      const error = await rejectionOf(client.request('/items', { schema: itemSchema }));

      expect(error.code).toBe('UNKNOWN');
      expect(error.message).toBe(message);
      expect(error.cause).toBe(thrown);
    },
  );
});

describe('createApiClient options', () => {
  it.each(['api.example.kr', 'ftp://example.kr', 'example'])(
    'refuses the base URL %j',
    (baseUrl) => {
      expect(() => createApiClient({ baseUrl })).toThrow(/baseUrl must be/);
    },
  );

  it.each([0, -1, Number.NaN])('refuses the time-out %j', (timeoutMs) => {
    expect(() => createApiClient({ baseUrl: '', timeoutMs })).toThrow(/timeoutMs must be/);
  });
});

describe('joinUrl', () => {
  it.each([
    { base: '', path: '/api/center/list', query: undefined, url: '/api/center/list' },
    { base: '', path: 'api/center/list', query: undefined, url: '/api/center/list' },
    { base: 'https://a.kr', path: '/x', query: undefined, url: 'https://a.kr/x' },
    { base: 'https://a.kr/', path: '/x', query: undefined, url: 'https://a.kr/x' },
    { base: 'https://a.kr//', path: '//x', query: undefined, url: 'https://a.kr/x' },
    { base: 'https://a.kr/v2', path: 'x', query: undefined, url: 'https://a.kr/v2/x' },
    { base: '/backend/', path: '/x', query: { a: 1 }, url: '/backend/x?a=1' },
    { base: '', path: '/x?etc=webfooter', query: { page: 1 }, url: '/x?etc=webfooter&page=1' },
    { base: '', path: '/x', query: { a: null, b: undefined }, url: '/x' },
    { base: '', path: '/x', query: { flag: true, s: 'a&b=c' }, url: '/x?flag=true&s=a%26b%3Dc' },
  ])('joins $base + $path into $url', ({ base, path, query, url }) => {
    expect(joinUrl(base, path, query)).toBe(url);
  });
});
