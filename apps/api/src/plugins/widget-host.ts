// Serves the chat widget's built files for `start`. Third-party pages load the loader and its
// chunks from here (DESIGN.md §1: one script tag on any page), so every file is
// readable from any origin.
import { relative, sep } from 'node:path';

import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';

export const WIDGET_PREFIX = '/widget/';

/**
 * Where the widget's build keeps the panel's split chunks, each named by its content's hash
 * (packages/chat-widget's EMBED_CHUNKS_DIR): a name never changes content, so they are
 * kept for good. loader.js and panel.js keep their names across versions: revalidated.
 */
export const WIDGET_CHUNKS_DIR = 'chunks';

const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
const REVALIDATE_CACHE = 'public, max-age=0, must-revalidate';

export interface WidgetHostOptions {
  /** The widget's embeddable build (packages/chat-widget/dist/embed). */
  widgetDistDir: string;
}

export const widgetHost: FastifyPluginAsync<WidgetHostOptions> = async (app, { widgetDistDir }) => {
  await app.register(fastifyStatic, {
    root: widgetDistDir,
    prefix: WIDGET_PREFIX,
    decorateReply: false,
    cacheControl: false,
    setHeaders: (reply, path) => {
      const isChunk = relative(widgetDistDir, path).startsWith(`${WIDGET_CHUNKS_DIR}${sep}`);
      reply.header('Cache-Control', isChunk ? IMMUTABLE_CACHE : REVALIDATE_CACHE);
      reply.header('Access-Control-Allow-Origin', '*');
      // Pages that isolate themselves (COEP) may still load the widget.
      reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
    },
  });
};
