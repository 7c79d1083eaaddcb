// A TCP proxy on 127.0.0.1 in front of the real api, for a half-open socket (DESIGN.md §5): it
// passes bytes both ways until told to swallow, and from then on drops whatever either side
// of its connections sends, closing neither, as a dead mobile link or a stuck middlebox does.
// Connections made after that pass again: the network has come back.
import { createServer, connect } from 'node:net';
import type { AddressInfo, Socket } from 'node:net';

export interface SwallowingProxy {
  port: number;
  /** The open connections drop every byte both ways from now on, and stay open. */
  swallow(): void;
  /** Connections made so far. */
  readonly connections: number;
  close(): Promise<void>;
}

export async function startSwallowingProxy(targetPort: number): Promise<SwallowingProxy> {
  const open = new Set<{ client: Socket; upstream: Socket; swallowing: boolean }>();
  let connections = 0;
  const server = createServer((client) => {
    connections += 1;
    const upstream = connect(targetPort, '127.0.0.1');
    const pair = { client, upstream, swallowing: false };
    open.add(pair);
    client.on('data', (chunk) => {
      if (!pair.swallowing) upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (!pair.swallowing) client.write(chunk);
    });
    // While swallowing, an end on one side is swallowed too: the other side never hears it.
    const ended = () => {
      if (pair.swallowing) return;
      client.destroy();
      upstream.destroy();
      open.delete(pair);
    };
    client.on('close', ended);
    upstream.on('close', ended);
    client.on('error', () => undefined);
    upstream.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    swallow() {
      for (const pair of open) pair.swallowing = true;
    },
    get connections() {
      return connections;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const { client, upstream } of open) {
          client.destroy();
          upstream.destroy();
        }
        server.close(() => resolve());
      }),
  };
}
