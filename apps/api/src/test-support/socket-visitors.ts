// Real sockets of test visitors: ws-init through the api (app.inject), then a ws client on the
// listening api, from a client address of the test's choosing when the api trusts the loopback
// as its proxy (TRUST_PROXY), as it reads X-Forwarded-For on the upgrade too.
import { CHAT_PATHS } from '@lawfirm/api-client/chat';
import type { FastifyInstance } from 'fastify';

import { SOCKET_PATH } from '../chat/socket-protocol';
import { newVisitorAddress, postChat } from './chat-calls';
import { connect } from './socket-client';
import type { ConnectOptions, TestSocket } from './socket-client';

export interface SocketOptions extends Pick<ConnectOptions, 'autoPong'> {
  /** The client address the socket comes from (X-Forwarded-For). */
  address?: string;
}

/** The api listening on a free port of the loopback, and where (http://...). */
export async function listening(app: FastifyInstance) {
  return { app, base: await app.listen({ port: 0, host: '127.0.0.1' }) };
}

/** The socket URL of the api listening at `base` (http://...) for a connection token. */
export function socketUrlAt(base: string, connectionToken: string): string {
  return `${base.replace(/^http/, 'ws')}${SOCKET_PATH}?token=${encodeURIComponent(connectionToken)}`;
}

/** A fresh connection token of the visitor (ws-init, from an address of its own). */
export async function connectionTokenOf(app: FastifyInstance, token: string): Promise<string> {
  const init = await postChat(app, CHAT_PATHS.realtimeInit, {}, { token, ip: newVisitorAddress() });
  if (init.code !== 'OK') throw new Error(`ws-init answered ${init.code}: ${init.message}`);
  return init.data.connection_token as string;
}

/** A socket of the visitor's, connected but maybe not ready: the api may still refuse it. */
export async function openSocket(
  app: FastifyInstance,
  base: string,
  token: string,
  { address, autoPong }: SocketOptions = {},
): Promise<TestSocket> {
  return connect(socketUrlAt(base, await connectionTokenOf(app, token)), {
    ...(autoPong === undefined ? {} : { autoPong }),
    ...(address ? { headers: { 'x-forwarded-for': address } } : {}),
  });
}

/** A socket of the visitor's that the api accepted (connection.ready heard). */
export async function readySocket(
  app: FastifyInstance,
  base: string,
  token: string,
  options: SocketOptions = {},
): Promise<TestSocket> {
  const socket = await openSocket(app, base, token, options);
  const refused = socket.closed.then(({ code }) => {
    throw new Error(`the socket was closed with ${code}`);
  });
  await Promise.race([socket.next('connection.ready'), refused]);
  refused.catch(() => undefined);
  return socket;
}

/** Watches the inquiry, and waits until the api has handled the frame. */
export async function watch(socket: TestSocket, inquiry: number): Promise<void> {
  socket.send('inquiry.watching', { chat_inquiry_number: inquiry });
  await socket.handled();
}
