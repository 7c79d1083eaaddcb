// Serves the chat widget's built files for `start`. Third-party pages load the loader and its
// chunks from here (DESIGN.md §1: one script tag on any page), so every file is
// readable from any origin.
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';

export const WIDGET_PREFIX = '/widget/';

export interface WidgetHostOptions {
  /** The widget's embeddable build (packages/chat-widget/dist/embed). */
  widgetDistDir: string;
}

export const widgetHost: FastifyPluginAsync<WidgetHostOptions> = async (app, { widgetDistDir }) => {
  await app.register(fastifyStatic, {
    root: widgetDistDir,
    prefix: WIDGET_PREFIX,
    decorateReply: false,
    setHeaders: (reply) => {
      reply.header('Access-Control-Allow-Origin', '*');
      // Pages that isolate themselves (COEP) may still load the widget.
      reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
    },
  });
};
