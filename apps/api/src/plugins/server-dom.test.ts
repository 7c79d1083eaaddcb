import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createServerDomWindow } from './server-dom';

// An echo server on loopback: answers with the body it received.
const server = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => response.end(Buffer.concat(chunks)));
});
let url = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('createServerDomWindow', () => {
  it('gives a DOM DOMPurify can parse with', async () => {
    const window = await createServerDomWindow();
    window.document.body.innerHTML = '<p>상담<b>안내</b></p>';
    expect(window.document.querySelector('b')?.textContent).toBe('안내');
  });

  it("leaves Node's fetch able to send an explicit Content-Length, as OAuth token requests do", async () => {
    await createServerDomWindow();
    const body = 'grant_type=authorization_code&code=abc';
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'content-length': String(Buffer.byteLength(body)),
      },
      body,
    });
    expect(await response.text()).toBe(body);
  });
});
