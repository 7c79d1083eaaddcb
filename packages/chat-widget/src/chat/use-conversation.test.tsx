// The hook over a real HTTP server on this machine that refuses every call with "channel does
// not exist": enough to see when start-up runs and how a failure reaches the state.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import { CHAT_PATHS } from '@lawfirm/api-client/chat-core';
import { act, renderHook, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { MemoryStorage } from './test-support/memory-storage';
import { useConversation } from './use-conversation';
import type { UseConversationOptions } from './use-conversation';

let url = '';
let paths: string[] = [];
let close: () => Promise<void> = () => Promise.resolve();

beforeEach(async () => {
  paths = [];
  const server = createServer((request, response) => {
    paths.push(request.url ?? '');
    request.resume();
    response.writeHead(404, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        result_info: { result_cd: 'E000700002', result_type_cd: 'FAIL', result_msg: '' },
        data: null,
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
});
afterEach(async () => {
  await close();
});

const strict = ({ children }: { children: ReactNode }) => <StrictMode>{children}</StrictMode>;

function render(open: boolean) {
  const storage = new MemoryStorage();
  return renderHook(
    (props: Pick<UseConversationOptions, 'open'>) =>
      useConversation({
        centerCode: 'CT0000',
        apiBase: url,
        sessionOptions: { storage: () => storage, log: () => undefined },
        ...props,
      }),
    { initialProps: { open }, wrapper: strict },
  );
}

describe('useConversation', () => {
  it('starts nothing before the first open', async () => {
    const { result, unmount } = render(false);
    // The session exists (its effect ran) but made no call.
    await act(() => Promise.resolve());
    expect(result.current.state.status).toBe('starting');
    expect(paths).toEqual([]);
    unmount();
  });

  it('starts once on open, under strict mode too, and shows a failure as a toast', async () => {
    const { result, rerender, unmount } = render(false);
    rerender({ open: true });
    await waitFor(() => expect(result.current.state.status).toBe('failed'));
    expect(paths).toEqual([CHAT_PATHS.authenticate]);
    expect(result.current.state.toasts.map((toast) => toast.message)).toEqual([
      '채널이 존재하지 않습니다.',
    ]);

    const [toast] = result.current.state.toasts;
    act(() => result.current.actions.dismissToast(toast!.id));
    expect(result.current.state.toasts).toEqual([]);
    unmount();
  });
});
