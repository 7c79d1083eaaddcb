// Serves apps/api/static at /static/: the generated images the seed's paths name (portraits,
// article and strength images, banners, office maps, partner logos, uploads in FAQ answers).
// DESIGN.md §4: "Images are generated locally (SVG/PNG), served by the static host". The
// uploads are also served at /SE2/upload/, where the site's rewrite of body HTML points them
// (spec/site.md §7 "the relative upload path prefix is rewritten to /SE2/upload").
import { join } from 'node:path';

import fastifyStatic from '@fastify/static';
import { UPLOAD_URL_PREFIX } from '@lawfirm/api-client';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';

import { STATIC_URL_PREFIX, UPLOAD_PATH_PREFIX } from '../db/constants';
import { packageRoot } from '../paths';

/** The folder of the generated images (`pnpm --filter @lawfirm/api run images` writes it). */
export const STATIC_DIR = join(packageRoot, 'static');

/**
 * The file names carry no content hash, so a week rather than "immutable": a regenerated image
 * reaches visitors within days, and the ETag makes the revalidation cheap.
 */
export const STATIC_CACHE_CONTROL = 'public, max-age=604800';

export interface StaticHostOptions {
  /** Folder to serve; STATIC_DIR unless a test gives another. */
  staticDir?: string;
}

/** A generated file's headers: cached a week, typed, and an SVG never runs scripts. */
function setStaticHeaders(reply: FastifyReply) {
  reply.header('Cache-Control', STATIC_CACHE_CONTROL);
  reply.header('X-Content-Type-Options', 'nosniff');
  // An SVG opened on its own is a document: it may draw, never run scripts.
  reply.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
}

export const staticHost: FastifyPluginAsync<StaticHostOptions> = async (
  app,
  { staticDir = STATIC_DIR },
) => {
  // /static/x is static/x; /SE2/upload/x is static/upload/x (the seed's /upload/x).
  const folders = [
    { root: staticDir, prefix: `${STATIC_URL_PREFIX}/` },
    { root: join(staticDir, UPLOAD_PATH_PREFIX), prefix: `${UPLOAD_URL_PREFIX}/` },
  ];
  for (const { root, prefix } of folders) {
    await app.register(fastifyStatic, {
      root,
      prefix,
      decorateReply: false,
      // Files only: no folder listings, no index.html for a folder, no dotfiles.
      list: false,
      index: false,
      dotfiles: 'deny',
      cacheControl: false,
      setHeaders: setStaticHeaders,
    });
  }
};
