import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterEach, describe, expect, it } from 'vitest';

import { parseOptions, waitForUrl } from './lib.mjs';

describe('parseOptions', () => {
  const defaults = { port: '3000', demoPort: '3100', seed: false };

  it.each([
    { argv: [], expected: defaults },
    { argv: ['--port', '4000'], expected: { ...defaults, port: '4000' } },
    {
      argv: ['--demo-port', '4100', '--seed'],
      expected: { ...defaults, demoPort: '4100', seed: true },
    },
  ])('reads $argv', ({ argv, expected }) => {
    expect(parseOptions(argv, defaults)).toEqual(expected);
  });

  it('refuses an option it does not know, naming it', () => {
    expect(() => parseOptions(['--prot', '1'], defaults)).toThrow('Unknown option --prot');
  });
});

describe('waitForUrl', () => {
  let server: Server | undefined;
  afterEach(() => server?.close());

  it('resolves once the server answers 2xx, after answering 503 first', async () => {
    let calls = 0;
    server = createServer((_request, response) => {
      calls += 1;
      response.statusCode = calls < 3 ? 503 : 200;
      response.end();
    });
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await waitForUrl(`http://127.0.0.1:${port}/`, 5000);
    expect(calls).toBe(3);
  });

  it('rejects with the last problem when nothing answers in time', async () => {
    server = createServer((_request, response) => {
      response.statusCode = 500;
      response.end();
    });
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await expect(waitForUrl(`http://127.0.0.1:${port}/`, 600)).rejects.toThrow('(HTTP 500)');
  });
});
