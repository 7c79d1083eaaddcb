import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createCenterSiteServer } from './center-site-server.mjs';

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

describe('center-site-server', () => {
  const parent = mkdtempSync(join(tmpdir(), 'center-site-'));
  const dist = join(parent, 'dist');
  const seen: Array<{ method: string; url: string; body: string; host: string }> = [];
  const api = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen.push({
        method: request.method ?? '',
        url: request.url ?? '',
        body,
        host: request.headers.host ?? '',
      });
      response.writeHead(201, { 'content-type': 'application/json', 'x-from': 'api' });
      response.end('{"result":true}');
    });
  });
  let site: Server;
  let origin = '';
  let apiOrigin = '';

  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(dist, 'assets', 'app-1a2b.js'), 'console.log(1)');
    writeFileSync(join(parent, 'secret.txt'), 'not served');
    apiOrigin = await listen(api);
    site = createCenterSiteServer({ distDir: dist, apiOrigin });
    origin = await listen(site);
  });
  afterAll(() => {
    site.close();
    api.close();
    rmSync(parent, { recursive: true, force: true });
  });

  it('serves a file of the build with its type, hashed assets as immutable', async () => {
    const response = await fetch(`${origin}/assets/app-1a2b.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(await response.text()).toBe('console.log(1)');
  });

  it.each(['/consulting', '/complete?isConsult=true', '/no/such/page', '/%zz'])(
    'answers the page path %s with the app, which routes it',
    async (path) => {
      const response = await fetch(`${origin}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await response.text()).toContain('<div id="root">');
    },
  );

  it('sends the page security headers of the api’s pages, a fresh nonce each time', async () => {
    const nonces = new Set<string>();
    for (const path of ['/consulting', '/consulting', '/assets/app-1a2b.js']) {
      const response = await fetch(`${origin}${path}`);
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('permissions-policy')).toContain('camera=()');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(policy).toContain("frame-ancestors 'self'");
      expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      nonces.add(/'nonce-([A-Za-z0-9_-]{24})'/.exec(policy)?.[1] ?? '');
    }
    expect(nonces.size).toBe(3);
    expect(nonces.has('')).toBe(false);
  });

  it('never serves a file outside the build', async () => {
    const response = await fetch(`${origin}/..%2Fsecret.txt`);
    expect(await response.text()).not.toContain('not served');
  });

  it("passes the api's paths on to the api, method, query, body and answer", async () => {
    const response = await fetch(`${origin}/api/consulting?x=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"center_code":"CT0023"}',
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('x-from')).toBe('api');
    expect(await response.json()).toEqual({ result: true });
    expect(seen.at(-1)).toEqual({
      method: 'POST',
      url: '/api/consulting?x=1',
      body: '{"center_code":"CT0023"}',
      host: new URL(apiOrigin).host,
    });
  });

  it('refuses to write to a page path', async () => {
    const response = await fetch(`${origin}/consulting`, { method: 'POST' });
    expect(response.status).toBe(405);
  });
});
