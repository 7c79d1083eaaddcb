import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

import { createDocumentFinisher } from '../openapi/finish-document';
import { extendPagePolicy } from './security-headers';

export const DOCS_PREFIX = '/docs';

/**
 * The OpenAPI document is generated from the same zod schemas the routes validate with, so
 * it cannot describe an api other than the one running. Register before the routes.
 */
export async function registerApiDocs(app: FastifyInstance, publicUrl: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Law-firm platform api',
        description:
          'Every call of spec/site.md §7 and spec/chat-widget.md, as they are implemented.',
        version: '0.0.0',
        contact: { name: 'The web platform team', url: publicUrl },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: createDocumentFinisher({ publicUrl }),
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    // The page policy (plugins/security-headers.ts), but for the <style> elements Swagger UI's
    // script writes; its scripts are files, so inline scripts stay refused.
    uiHooks: {
      onRequest: async (request) => {
        extendPagePolicy(request, { inlineStyles: true });
      },
    },
  });
}
