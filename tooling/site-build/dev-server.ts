// A site app's development server with server rendering: Vite in middleware mode serves
// modules, HMR and the /api proxy, and every other GET is rendered by the app's
// src/entry-server.tsx, loaded through Vite so that edits apply without a restart. Each app's
// `pnpm dev` runs its scripts/dev-server.ts, which calls this (Node 22 strips the types).
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';

import { JSDOM } from 'jsdom';
import { createServer as createViteServer } from 'vite';

import { DEV_API_ORIGIN } from './dev-settings.ts';

/** The site a page belongs to, as the renderer takes it (packages/site's PageSite). */
export interface DevPageSite {
  centerCode: string;
  siteUrl: string;
  hasSubPages: boolean;
  mainSiteUrl: string;
}

// The contract of packages/site's entry-server.tsx, restated so that this Node program does not
// type-check the browser sources.
interface SiteEntry {
  createSiteHandler(options: {
    template: string;
    apiBaseUrl: string;
    domWindow?: unknown;
  }): (request: Request, site?: DevPageSite) => Promise<Response>;
}

export interface DevServerOptions {
  /** The app's folder, holding index.html and src/entry-server.tsx. */
  appDir: string;
  port: number;
  /** What the console calls the server. */
  name: string;
  /** The site every page belongs to (a centre's, for the centres' app); the main site's if none. */
  site?: DevPageSite;
}

export async function startSiteDevServer({ appDir, port, name, site }: DevServerOptions) {
  // The DOM DOMPurify sanitizes editorial HTML with while rendering (see entry-server.tsx).
  const domWindow = new JSDOM('').window;
  const vite = await createViteServer({
    root: appDir,
    server: { middlewareMode: true },
    appType: 'custom',
  });

  async function render(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? `localhost:${port}`}`);
    // Vite adds its client, the React refresh preamble and the entry to the template; the
    // handler turns those tags into the router's asset manifest, as it does in production.
    const template = await vite.transformIndexHtml(
      url.pathname,
      await readFile(join(appDir, 'index.html'), 'utf8'),
    );
    const entry = (await vite.ssrLoadModule('/src/entry-server.tsx')) as SiteEntry;
    const handle = entry.createSiteHandler({ template, apiBaseUrl: DEV_API_ORIGIN, domWindow });
    const request = new Request(url, { method: req.method, headers: toHeaders(req) });
    const response = await handle(request, site);
    res.statusCode = response.status;
    response.headers.forEach((value, header) => res.setHeader(header, value));
    res.end(Buffer.from(await response.arrayBuffer()));
  }

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
  server.listen(port, () => {
    console.info(`${name} (server-rendered dev) on http://localhost:${port}`);
    console.info(`  /api, /docs, /healthz and /widget are proxied to ${DEV_API_ORIGIN}`);
  });
}

function toHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
    else if (value !== undefined) headers.set(name, value);
  }
  return headers;
}
