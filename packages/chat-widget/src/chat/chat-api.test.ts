// @vitest-environment node
// The calls over a real HTTP server on this machine (node:http), answering as the api does:
// retries of spec §8 and the re-authentication of §4 step 2.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import { CHAT_PATHS } from '@lawfirm/api-client/chat-core';
import { afterEach, describe, expect, it } from 'vitest';

import { createChatApi, isChatCallError } from './chat-api';
import { createTokenStore, tokenKeyOf } from './token-store';
import { MemoryStorage } from './test-support/memory-storage';

interface Received {
  path: string;
  token: string | undefined;
  version: string | undefined;
  d: unknown;
}
type Reply = { status: number; body: unknown } | 'hang-up';

const ok = (data: unknown): Reply => ({
  status: 200,
  body: { result_info: { result_cd: 'OK', result_type_cd: 'OK', result_msg: '' }, data },
});
const refused = (code: string, status: number): Reply => ({
  status,
  body: { result_info: { result_cd: code, result_type_cd: 'FAIL', result_msg: code }, data: null },
});

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

async function serve(answer: (request: Received, index: number) => Reply) {
  const received: Received[] = [];
  const server = createServer(async (incoming, response) => {
    let body = '';
    for await (const chunk of incoming) body += String(chunk);
    const request: Received = {
      path: incoming.url ?? '',
      token: incoming.headers.a as string | undefined,
      version: incoming.headers.v as string | undefined,
      d: (JSON.parse(body || '{}') as { d?: unknown }).d,
    };
    received.push(request);
    const reply = answer(request, received.length - 1);
    if (reply === 'hang-up') {
      incoming.socket.destroy();
      return;
    }
    response.writeHead(reply.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, received };
}

function apiFor(url: string, storage = new MemoryStorage()) {
  const waits: number[] = [];
  const api = createChatApi({
    apiBase: url,
    centerCode: 'CT0000',
    tokens: createTokenStore('CT0000', () => storage),
    sleep: (ms) => {
      waits.push(ms);
      return Promise.resolve();
    },
  });
  return { api, storage, waits };
}

const main = {
  channel_number: 1,
  progress_inquiry_number: null,
  chat_inquiry_state_code: null,
  age_consent_state_code: null,
  channel_name: '상담',
  channel_logo_image_url: null,
  channel_explanation: '',
};

describe('chat api', () => {
  it('authenticates with the centre code, stores the token and sends it as header a', async () => {
    const server = await serve((request) =>
      request.path === CHAT_PATHS.authenticate
        ? ok({ token: 'token-1', channel_number: 1, certification_yn: 'N' })
        : ok(main),
    );
    const { api, storage } = apiFor(server.url);

    await api.authenticate();
    await api.inquiryMain(1);

    expect(storage.getItem(tokenKeyOf('CT0000'))).toBe('token-1');
    expect(server.received).toEqual([
      {
        path: CHAT_PATHS.authenticate,
        token: undefined,
        version: '1.0.0',
        d: { center_code: 'CT0000' },
      },
      {
        path: CHAT_PATHS.inquiryMain,
        token: 'token-1',
        version: '1.0.0',
        d: { channel_number: 1 },
      },
    ]);
  });

  it("takes whether the visitor is verified from every authentication's answer (spec §4 step 2)", async () => {
    let verified: 'Y' | 'N' = 'Y';
    let issued = 0;
    const server = await serve(() =>
      ok({ token: `token-${(issued += 1)}`, channel_number: 1, certification_yn: verified }),
    );
    const storage = new MemoryStorage();
    // A page load with a token stored by an earlier one, which verified a phone.
    storage.setItem(tokenKeyOf('CT0000'), 'token-0');
    const first = apiFor(server.url, storage).api;
    await first.authenticate();
    expect(first.isVerified()).toBe(true);
    // The next load: another new token, still verified.
    const second = apiFor(server.url, storage).api;
    expect(second.isVerified()).toBe(true);
    await second.authenticate();
    expect(storage.getItem(tokenKeyOf('CT0000'))).toBe('token-2');
    expect(second.isVerified()).toBe(true);
    // The verification lapsed: the api says so, and the widget asks for a code again.
    verified = 'N';
    await second.authenticate();
    expect(second.isVerified()).toBe(false);
    expect(server.received.map((request) => request.token)).toEqual([
      'token-0',
      'token-1',
      'token-2',
    ]);
  });

  it('on token expired forgets the token, authenticates again and retries the call once', async () => {
    const server = await serve((request) => {
      if (request.path === CHAT_PATHS.authenticate)
        return ok({ token: 'fresh', channel_number: 1, certification_yn: 'N' });
      return request.token === 'fresh' ? ok(main) : refused('CE000300005', 401);
    });
    const storage = new MemoryStorage();
    storage.setItem(tokenKeyOf('CT0000'), 'stale');
    const { api } = apiFor(server.url, storage);

    await expect(api.inquiryMain(1)).resolves.toEqual(main);
    expect(server.received.map((r) => [r.path, r.token])).toEqual([
      [CHAT_PATHS.inquiryMain, 'stale'],
      [CHAT_PATHS.authenticate, undefined],
      [CHAT_PATHS.inquiryMain, 'fresh'],
    ]);
    expect(storage.getItem(tokenKeyOf('CT0000'))).toBe('fresh');
  });

  it('retries a call once only after re-authentication, even if it expires again', async () => {
    const server = await serve((request) =>
      request.path === CHAT_PATHS.authenticate
        ? ok({ token: 'fresh', channel_number: 1, certification_yn: 'N' })
        : refused('CE000300005', 401),
    );
    const { api } = apiFor(server.url);
    const error = await api.inquiryDetail(3).catch((caught: unknown) => caught);
    expect(isChatCallError(error) && error.error.code).toBe('CE000300005');
    expect(server.received.map((r) => r.path)).toEqual([
      CHAT_PATHS.inquiryDetail,
      CHAT_PATHS.authenticate,
      CHAT_PATHS.inquiryDetail,
    ]);
  });

  it.each([
    ['default', (api: ReturnType<typeof apiFor>['api']) => api.inquiryDetail(3), 3, 350],
    ['main lookup', (api: ReturnType<typeof apiFor>['api']) => api.inquiryMain(1), 2, 350],
    [
      'realtime connection',
      (api: ReturnType<typeof apiFor>['api']) => api.realtimeInit(),
      3,
      2_000,
    ],
    [
      'hash authentication',
      (api: ReturnType<typeof apiFor>['api']) => api.alarmParticipation('x'),
      2,
      1_000,
    ],
    ['authentication', (api: ReturnType<typeof apiFor>['api']) => api.authenticate(), 1, 0],
  ])(
    'the %s policy tries %i times, %i ms apart, when no answer comes',
    async (_name, call, tries, delay) => {
      const server = await serve(() => 'hang-up');
      const { api, waits } = apiFor(server.url);
      const error = await call(api).catch((caught: unknown) => caught);
      expect(isChatCallError(error) && error.error.code).toBe('FETCH_ERROR');
      expect(server.received).toHaveLength(tries);
      expect(waits).toEqual(Array.from({ length: tries - 1 }, () => delay));
    },
  );

  it('retries a server failure (5xx) but not a refusal (4xx)', async () => {
    const failing = await serve((_request, index) =>
      index === 0 ? refused('E000100001', 500) : ok(main),
    );
    await expect(apiFor(failing.url).api.inquiryMain(1)).resolves.toEqual(main);
    expect(failing.received).toHaveLength(2);
    await close?.();

    const refusing = await serve(() => refused('E000600014', 403));
    const error = await apiFor(refusing.url)
      .api.inquiryDetail(1)
      .catch((caught: unknown) => caught);
    expect(isChatCallError(error) && error.error).toMatchObject({
      code: 'E000600014',
      status: 403,
    });
    expect(refusing.received).toHaveLength(1);
  });
});
