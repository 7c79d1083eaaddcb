// Serves a centre's site (apps/center-site's client build) on its own origin, the way a
// centre's own address would (spec/site.md §2 route table: the consult links "may be prefixed
// by a centre URL"). Its files from the build, any other page path as index.html (the app
// routes on the client), and what the api answers (/api, /static, ...) passed on to the api,
// so that the site's same-origin calls reach it. node:http, and the page security headers the
// api's pages get (DESIGN.md §7, @lawfirm/api-client's page-security: built, from its dist/).
//   node tooling/scripts/center-site-server.mjs --port 3200 --api-origin http://127.0.0.1:3000
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, request as httpRequest } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

import { createCspNonce, pageSecurityHeaders } from '@lawfirm/api-client';

import { parseOptions, repoRoot, say } from './lib.mjs';

/** The api's own paths: everything the centre's pages fetch from their origin. */
export const API_PATH_PREFIXES = ['/api/', '/static/', '/SE2/', '/widget/', '/chatctm/'];

/** @type {Record<string, string>} */
const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json; charset=utf-8',
  '.ico': 'image/x-icon',
};

/**
 * @param {{ distDir: string; apiOrigin: string }} options
 * @returns {import('node:http').Server}
 */
export function createCenterSiteServer({ distDir, apiOrigin }) {
  const api = new URL(apiOrigin);
  const indexPath = join(distDir, 'index.html');
  return createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (API_PATH_PREFIXES.some((prefix) => path.startsWith(prefix))) {
      const upstream = httpRequest(
        {
          hostname: api.hostname,
          port: api.port,
          method: req.method,
          path: req.url,
          headers: { ...req.headers, host: api.host },
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => {
        if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('the api does not answer');
      });
      req.pipe(upstream);
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    // A file of the build, never outside it; any other path is a page of the app.
    let decoded = '/';
    try {
      decoded = decodeURIComponent(path);
    } catch {
      // A malformed escape names no file: the app answers it as a page (its 404).
    }
    const file = normalize(join(distDir, decoded));
    const inside = file.startsWith(distDir.endsWith(sep) ? distDir : distDir + sep);
    const isFile = inside && existsSync(file) && statSync(file).isFile();
    const served = isFile ? file : indexPath;
    readFile(served).then(
      (body) => {
        res.writeHead(200, {
          'content-type': CONTENT_TYPES[extname(served)] ?? 'application/octet-stream',
          // Vite's hashed assets never change; the page is checked every time.
          'cache-control': path.startsWith('/assets/')
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
          // The same headers as the api's pages, with a nonce of this response. The build's
          // index.html has no inline script or style to carry it: scripts and styles are files.
          ...pageSecurityHeaders(createCspNonce()),
        });
        res.end(req.method === 'HEAD' ? undefined : body);
      },
      () => res.writeHead(500).end(),
    );
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const options = parseOptions(process.argv.slice(2), {
    port: process.env.CENTER_PORT ?? '3200',
    host: '127.0.0.1',
    apiOrigin: 'http://127.0.0.1:3000',
    distDir: join(repoRoot, 'apps', 'center-site', 'dist'),
  });
  if (!existsSync(join(options.distDir, 'index.html'))) {
    say('fail', `The centre site is not built (${options.distDir}/index.html is missing).`);
    process.exit(1);
  }
  createCenterSiteServer(options).listen(Number(options.port), options.host);
}
