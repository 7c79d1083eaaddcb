// Development server with server rendering: Vite in middleware mode serves modules, HMR and
// the /api proxy, and every other GET is rendered by src/entry-server.tsx, loaded through
// Vite so that edits apply without a restart. Run with `pnpm dev` (Node 22 strips the types).
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';

import { JSDOM } from 'jsdom';
import { createServer as createViteServer } from 'vite';

import { DEV_API_ORIGIN, DEV_PORT } from './dev-settings.ts';

// The contract of src/entry-server.tsx, restated so that this Node program does not
// type-check the browser sources.
interface SiteEntry {
  createSiteHandler(options: {
    template: string;
    apiBaseUrl: string;
    domWindow?: unknown;
  }): (request: Request) => Promise<Response>;
}

const root = fileURLToPath(new URL('..', import.meta.url));
// The DOM DOMPurify sanitizes editorial HTML with while rendering (see entry-server.tsx).
const domWindow = new JSDOM('').window;
const vite = await createViteServer({ root, server: { middlewareMode: true }, appType: 'custom' });

const server = createServer((req, res) => {
  vite.middlewares(req, res, () => {
    render(req, res).catch((error: unknown) => {
      if (error instanceof Error) vite.ssrFixStacktrace(error);
      console.error(error);
      res.statusCode = 500;
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.end(error instanceof Error ? error.stack : String(error));
    });
  });
});

async function render(req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? `localhost:${DEV_PORT}`}`);
  // Vite adds its client, the React refresh preamble and the entry to the template; the
  // handler turns those tags into the router's asset manifest, as it does in production.
  const template = await vite.transformIndexHtml(
    url.pathname,
    await readFile(new URL('../index.html', import.meta.url), 'utf8'),
  );
  const { createSiteHandler } = (await vite.ssrLoadModule('/src/entry-server.tsx')) as SiteEntry;
  const handle = createSiteHandler({ template, apiBaseUrl: DEV_API_ORIGIN, domWindow });

  const response = await handle(new Request(url, { method: req.method, headers: toHeaders(req) }));
  res.statusCode = response.status;
  response.headers.forEach((value, name) => res.setHeader(name, value));
  res.end(Buffer.from(await response.arrayBuffer()));
}

function toHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
    else if (value !== undefined) headers.set(name, value);
  }
  return headers;
}

server.listen(DEV_PORT, () => {
  console.info(`main-site (server-rendered dev) on http://localhost:${DEV_PORT}`);
  console.info(`  /api, /docs, /healthz and /widget are proxied to ${DEV_API_ORIGIN}`);
});
