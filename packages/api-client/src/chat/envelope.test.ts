import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';

import { closedPortUrl, sendJson, startLocalServer } from '../test-utils/local-server';
import type { LocalServer } from '../test-utils/local-server';

import { chatResponseSchema, createChatClient } from './envelope';
import { isChatOk } from './transport';

const AUTH_PATH = '/chatctm/ctf/crtfica';
const tokenSchema = z.object({ token: z.string(), channel_number: z.number() });

const ok = (data: unknown) => ({
  result_info: { result_cd: 'OK', result_type_cd: 'OK', result_msg: '' },
  data,
});

let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('createChatClient call', () => {
  it('POSTs {d} with headers a, v and a JSON content type, and returns the parsed data', async () => {
    server = await startLocalServer((_request, response) => {
      sendJson(response, 200, ok({ token: 'new-token', channel_number: 3 }));
    });
    const inits: RequestInit[] = [];
    const chat = createChatClient({
      baseUrl: server.url,
      getToken: () => 'stored-token',
      fetch: (input, init) => {
        inits.push(init ?? {});
        return fetch(input, init);
      },
    });

    const result = await chat.call(AUTH_PATH, { center_code: 'CT0000' }, tokenSchema);

    expect(result).toEqual({
      ok: true,
      data: { token: 'new-token', channel_number: 3 },
      resultInfo: { result_cd: 'OK', result_type_cd: 'OK', result_msg: '' },
    });
    const [received] = server.requests;
    expect(received?.method).toBe('POST');
    expect(received?.url).toBe(AUTH_PATH);
    expect(received?.headers.a).toBe('stored-token');
    // spec/chat-widget.md §9: API version 1.0.0 unless told otherwise.
    expect(received?.headers.v).toBe('1.0.0');
    expect(received?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(received?.body ?? '')).toEqual({ d: { center_code: 'CT0000' } });
    expect(inits[0]?.credentials).toBe('omit');
  });

  it('reads the token on every call, leaves header a out without one, and sends a given version', async () => {
    server = await startLocalServer((_request, response) => sendJson(response, 200, ok(null)));
    let token: string | null = null;
    const chat = createChatClient({ baseUrl: server.url, getToken: () => token, version: '2.1.0' });

    await chat.call('/chatctm/ctf/ws-init', {}, z.null());
    token = 'later-token';
    await chat.call('/chatctm/ctf/ws-init', {}, z.null());

    expect(server.requests[0]?.headers).not.toHaveProperty('a');
    expect(server.requests[1]?.headers.a).toBe('later-token');
    expect(server.requests.map((request) => request.headers.v)).toEqual(['2.1.0', '2.1.0']);
    expect(JSON.parse(server.requests[0]?.body ?? '')).toEqual({ d: {} });
  });

  it('turns a non-OK result_type_cd into an error with result_cd and result_msg', async () => {
    server = await startLocalServer((_request, response) => {
      sendJson(response, 200, {
        result_info: {
          result_cd: 'CE000300007',
          result_type_cd: 'FAIL',
          result_msg: '인증번호가 올바르지 않습니다.',
        },
        data: null,
      });
    });
    const chat = createChatClient({ baseUrl: server.url, getToken: () => 't' });

    const result = await chat.call(
      '/chatctm/his/occupancycertificationnumberverification',
      {},
      z.null(),
    );

    expect(result).toEqual({
      ok: false,
      error: { code: 'CE000300007', message: '인증번호가 올바르지 않습니다.', type: 'FAIL' },
    });
  });

  it('accepts a non-OK answer with allowNotOk, as the authenticate call does', async () => {
    const resultInfo = {
      result_cd: 'CE000300005',
      result_type_cd: 'WARN',
      result_msg: 'token expired',
    };
    server = await startLocalServer((_request, response) => {
      sendJson(response, 200, {
        result_info: resultInfo,
        data: { token: 'fresh', channel_number: 1 },
      });
    });
    const chat = createChatClient({ baseUrl: server.url, getToken: () => 'old' });

    const strict = await chat.call(AUTH_PATH, { center_code: 'CT0000' }, tokenSchema);
    const lenient = await chat.call(AUTH_PATH, { center_code: 'CT0000' }, tokenSchema, {
      allowNotOk: true,
    });

    expect(strict.ok).toBe(false);
    expect(lenient).toEqual({ ok: true, data: { token: 'fresh', channel_number: 1 }, resultInfo });
  });

  it('reports INVALID_RESPONSE with the data path when OK data breaks the schema', async () => {
    server = await startLocalServer((_request, response) =>
      sendJson(response, 200, ok({ token: 42 })),
    );
    const chat = createChatClient({ baseUrl: server.url, getToken: () => null });

    const result = await chat.call(AUTH_PATH, {}, tokenSchema);

    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('INVALID_RESPONSE');
    expect(result.error.message).toMatch(/data\.token: .+; data\.channel_number: /);
  });

  it('reports INVALID_RESPONSE when the answer is not an envelope', async () => {
    server = await startLocalServer((_request, response) =>
      sendJson(response, 200, { result: true }),
    );
    const chat = createChatClient({ baseUrl: server.url, getToken: () => null });

    const result = await chat.call(AUTH_PATH, {}, tokenSchema);

    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('INVALID_RESPONSE');
    expect(result.error.message).toContain('result_info');
  });

  it("keeps the server's result_cd and the status of an error status that carries an envelope", async () => {
    server = await startLocalServer((_request, response) => {
      sendJson(response, 401, {
        result_info: {
          result_cd: 'E000200001',
          result_type_cd: 'ERROR',
          result_msg: 'login expired',
        },
        data: null,
      });
    });
    const chat = createChatClient({ baseUrl: server.url, getToken: () => 't' });

    const result = await chat.call('/chatctm/his/historychatinquirylistsearch', {}, z.unknown());

    expect(result).toEqual({
      ok: false,
      error: { code: 'E000200001', message: 'login expired', type: 'ERROR', status: 401 },
    });
  });

  it('reports HTTP_ERROR with status and text for an error status without an envelope', async () => {
    server = await startLocalServer((_request, response) => {
      response.writeHead(503, 'Service Unavailable').end();
    });
    const chat = createChatClient({ baseUrl: server.url, getToken: () => 't' });

    const result = await chat.call(AUTH_PATH, {}, tokenSchema);

    expect(result).toEqual({
      ok: false,
      error: { code: 'HTTP_ERROR', message: 'HTTP 503 Service Unavailable', status: 503 },
    });
  });

  it('reports FETCH_ERROR when nothing listens', async () => {
    const chat = createChatClient({ baseUrl: await closedPortUrl(), getToken: () => 't' });

    const result = await chat.call(AUTH_PATH, {}, tokenSchema);

    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('FETCH_ERROR');
  });

  it("reports TIMEOUT 'request timed out' when the server never answers", async () => {
    server = await startLocalServer(() => undefined);
    const chat = createChatClient({ baseUrl: server.url, getToken: () => 't', timeoutMs: 50 });

    const result = await chat.call(AUTH_PATH, {}, tokenSchema);

    expect(result).toEqual({ ok: false, error: { code: 'TIMEOUT', message: 'request timed out' } });
  });

  it('reports UNKNOWN with the message when reading the token throws', async () => {
    const chat = createChatClient({
      baseUrl: 'https://chat.example.kr',
      getToken: () => {
        throw new Error('localStorage is not available');
      },
    });

    const result = await chat.call(AUTH_PATH, {}, tokenSchema);

    expect(result).toEqual({
      ok: false,
      error: { code: 'UNKNOWN', message: 'localStorage is not available' },
    });
  });
});

describe('chatResponseSchema and isChatOk', () => {
  const schema = chatResponseSchema(z.object({ chat_inquiry_number: z.number() }));

  it('parses an envelope with its data', () => {
    expect(schema.parse(ok({ chat_inquiry_number: 12 }))).toEqual(ok({ chat_inquiry_number: 12 }));
  });

  it.each([
    { case: 'no result_info', value: { data: { chat_inquiry_number: 1 } } },
    {
      case: 'result_info without result_type_cd',
      value: { result_info: { result_cd: 'OK', result_msg: '' }, data: { chat_inquiry_number: 1 } },
    },
    { case: 'data of the wrong shape', value: ok({ chat_inquiry_number: '1' }) },
  ])('rejects $case', ({ value }) => {
    expect(schema.safeParse(value).success).toBe(false);
  });

  it.each([
    { type: 'OK', expected: true },
    { type: 'FAIL', expected: false },
    { type: 'ok', expected: false },
    { type: '', expected: false },
  ])('isChatOk($type) is $expected', ({ type, expected }) => {
    expect(isChatOk({ result_type_cd: type })).toBe(expected);
  });
});
