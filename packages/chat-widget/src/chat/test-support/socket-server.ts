// A real WebSocket server on 127.0.0.1 (ws), speaking the api's socket protocol as far as the
// realtime client's tests need: a token per connection, `{ event, data }` frames both ways.
import type { AddressInfo } from 'node:net';

import { WebSocketServer } from 'ws';
import type { WebSocket as ServerSocket } from 'ws';

export interface ServerConnection {
  token: string | null;
  socket: ServerSocket;
  /** Frames received from the client, parsed. */
  frames: Array<{ event: string; data: unknown }>;
  send(event: string, data?: unknown): void;
  /** Resolves with the first frame of that event (already received or still to come). */
  nextFrame(event: string, after?: number): Promise<{ event: string; data: unknown }>;
  closed: Promise<number>;
}

export interface SocketServer {
  /** ws://127.0.0.1:<port>/chatctm/ws */
  url: string;
  connections: ServerConnection[];
  /** Resolves with the n-th connection (1-based), already made or still to come. */
  connection(n: number): Promise<ServerConnection>;
  /** A ws-init stand-in: a fresh token each call, counted. */
  init: () => Promise<{ connection_url: string; connection_token: string }>;
  inits: number;
  close(): Promise<void>;
}

export async function startSocketServer(): Promise<SocketServer> {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0, path: '/chatctm/ws' });
  await new Promise<void>((resolve) => wss.once('listening', resolve));
  const { port } = wss.address() as AddressInfo;
  const connections: ServerConnection[] = [];
  const wakers: Array<() => void> = [];
  const wake = () => wakers.splice(0).forEach((resume) => resume());
  const until = async <T>(find: () => T | undefined): Promise<T> => {
    for (;;) {
      const found = find();
      if (found !== undefined) return found;
      await new Promise<void>((resume) => wakers.push(resume));
    }
  };

  wss.on('connection', (socket, request) => {
    const token = new URL(request.url ?? '/', 'http://x').searchParams.get('token');
    const frames: ServerConnection['frames'] = [];
    const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
    socket.on('message', (data) => {
      frames.push(JSON.parse(String(data)) as { event: string; data: unknown });
      wake();
    });
    connections.push({
      token,
      socket,
      frames,
      closed,
      send: (event, data = {}) => socket.send(JSON.stringify({ event, data })),
      nextFrame: (event, after = 0) =>
        until(() => frames.slice(after).find((frame) => frame.event === event)),
    });
    wake();
  });

  const server: SocketServer = {
    url: `ws://127.0.0.1:${port}/chatctm/ws`,
    connections,
    connection: (n) => until(() => connections[n - 1]),
    inits: 0,
    init: () => {
      server.inits += 1;
      return Promise.resolve({ connection_url: server.url, connection_token: `t${server.inits}` });
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of wss.clients) client.terminate();
        wss.close(() => resolve());
      }),
  };
  return server;
}
