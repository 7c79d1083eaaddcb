// Serves the back office (apps/back-office, the counsellors' console) at /console/: a
// single-page app, so every path under /console/ that is not one of its files answers its
// index.html, and the app's router draws the page. It calls the operator API on this origin.
//
// Its own Content-Security-Policy, stricter than the site's pages: the console runs no inline
// script or style at all (Vite writes every script and stylesheet as a file), so scripts,
// styles, images, fonts and fetches come from this origin only (chat file links are signed
// URLs of PUBLIC_URL, i.e. this origin), and no page may frame it.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';

export const CONSOLE_PREFIX = '/console';

export const CONSOLE_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "manifest-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** Vite fingerprints every file under assets/: a URL never changes content. */
const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

export interface ConsoleHostOptions {
  /** The back office's build (apps/back-office/dist). */
  consoleDistDir: string;
}

export const consoleHost: FastifyPluginAsync<ConsoleHostOptions> = async (
  app,
  { consoleDistDir },
) => {
  // Read for each page: a new build (new hashed names) may replace it under a running api.
  const indexFile = join(consoleDistDir, 'index.html');
  await readFile(indexFile);

  await app.register(fastifyStatic, {
    root: join(consoleDistDir, 'assets'),
    prefix: `${CONSOLE_PREFIX}/assets/`,
    decorateReply: false,
    cacheControl: false,
    list: false,
    index: false,
    dotfiles: 'deny',
    setHeaders: (reply) => reply.header('Cache-Control', IMMUTABLE_CACHE),
  });

  app.get(CONSOLE_PREFIX, { schema: { hide: true } }, (_request, reply) =>
    reply.redirect(`${CONSOLE_PREFIX}/`, 308),
  );
  app.get(`${CONSOLE_PREFIX}/*`, { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      // Each deploy's index.html names new hashed files: always asked again.
      .header('Cache-Control', 'no-cache')
      .header('Content-Security-Policy', CONSOLE_CONTENT_SECURITY_POLICY)
      .send(await readFile(indexFile, 'utf8')),
  );
};
