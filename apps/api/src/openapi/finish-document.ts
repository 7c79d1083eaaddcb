// Completes the OpenAPI document @fastify/swagger builds from the routes' zod schemas: the named
// schemas as components (every $ref resolves), and for each operation its operationId, area tag,
// credential and the refusals a caller must handle. Components nothing refers to are left out.
import type { SwaggerTransformObject } from '@fastify/swagger';
import { jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { OpenAPIV3_1 } from 'openapi-types';

import { CHAT_TOKEN_HEADER } from '../chat/chat-constants';
import { SESSION_COOKIE_NAME } from '../auth';
import { API_TAGS, areaOf } from './areas';
import { REFUSAL_RESPONSES, refusalsOf } from './error-responses';
import { API_OPERATIONS, operationKey } from './operations';
import type { OperationAuth } from './operations';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

export const SECURITY_SCHEMES: Record<string, OpenAPIV3_1.SecuritySchemeObject> = {
  memberSession: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE_NAME,
    description: 'The member session cookie set by sign-in (spec/site.md §6); HttpOnly.',
  },
  chatVisitorToken: {
    type: 'apiKey',
    in: 'header',
    name: CHAT_TOKEN_HEADER,
    description:
      'The chat token the certification call (chatCertification) answers, sent as header `a` ' +
      '(spec/chat-widget.md §7).',
  },
  operatorBearer: {
    type: 'http',
    scheme: 'bearer',
    description: 'An operator session token from operatorSignIn (12 hours).',
  },
};

/** OpenAPI security requirements of each credential; `{}` lets an anonymous caller in too. */
const SECURITY: Record<OperationAuth, OpenAPIV3_1.SecurityRequirementObject[]> = {
  none: [],
  member: [{ memberSession: [] }],
  memberOptional: [{}, { memberSession: [] }],
  chatVisitor: [{ chatVisitorToken: [] }],
  chatVisitorOptional: [{}, { chatVisitorToken: [] }],
  operator: [{ operatorBearer: [] }],
};

export interface DocumentOptions {
  /** Where the api is served: the document's one server. */
  publicUrl: string;
}

export function createDocumentFinisher({ publicUrl }: DocumentOptions): SwaggerTransformObject {
  return (input) => {
    const document = jsonSchemaTransformObject(input) as OpenAPIV3_1.Document;
    for (const [path, item] of Object.entries(document.paths ?? {})) {
      for (const method of METHODS) {
        const operation = item?.[method];
        if (operation) finishOperation(operation, method, path);
      }
    }
    document.servers = [{ url: publicUrl }];
    document.tags = API_TAGS.map((tag) => ({ ...tag }));
    document.components = {
      ...document.components,
      securitySchemes: SECURITY_SCHEMES,
      responses: REFUSAL_RESPONSES,
      schemas: usedSchemas(document),
    };
    return document as ReturnType<SwaggerTransformObject>;
  };
}

function finishOperation(operation: OpenAPIV3_1.OperationObject, method: string, path: string) {
  const entry = API_OPERATIONS[operationKey(method, path)];
  // An operation missing from operations.ts keeps no id; the contract test names it.
  if (!entry) return;
  const area = areaOf(path);
  operation.operationId = entry.operationId;
  operation.tags = [area];
  operation.security = SECURITY[entry.auth];
  if (entry.auth === 'chatVisitor' || entry.auth === 'chatVisitorOptional') {
    // The security scheme describes header `a`; a parameter of the same name would repeat it.
    operation.parameters = operation.parameters?.filter(
      (parameter) =>
        !('in' in parameter && parameter.in === 'header' && parameter.name === CHAT_TOKEN_HEADER),
    );
  }
  const declared = Object.keys(operation.responses ?? {});
  // The named refusals replace the routes' bare ones: same schema, with a description and examples.
  operation.responses = {
    ...operation.responses,
    ...refusalsOf(area, entry.auth, path, declared),
  };
}

/** The component schemas reachable from the operations, following references between them. */
function usedSchemas(document: OpenAPIV3_1.Document): Record<string, OpenAPIV3_1.SchemaObject> {
  const all = document.components?.schemas ?? {};
  const used = new Set<string>();
  const pending: unknown[] = [document.paths, REFUSAL_RESPONSES];
  while (pending.length > 0) {
    const value = pending.pop();
    if (Array.isArray(value)) pending.push(...value);
    else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        const name =
          key === '$ref' && typeof child === 'string'
            ? /^#\/components\/schemas\/(.+)$/.exec(child)?.[1]
            : undefined;
        if (name !== undefined) {
          if (!used.has(name)) {
            used.add(name);
            pending.push(all[name]);
          }
        } else pending.push(child);
      }
    }
  }
  return Object.fromEntries(Object.entries(all).filter(([name]) => used.has(name)));
}
