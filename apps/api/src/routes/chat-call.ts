// spec/chat-widget.md §7: the shape every /chatctm call shares. A POST of {d:{...}} with the
// headers `a` (the chat token) and `v` (the version), its rate limits, and the visitor of the
// token handed to the call's handler; the answer in the result_info envelope (§8).
import { API_VERSION } from '@lawfirm/api-client';
import {
  chatRequestSchemas,
  chatResponseDataSchemas,
  chatResponseSchema,
} from '@lawfirm/api-client/chat';
import type { ChatPath, ChatRequest, ChatResponseData } from '@lawfirm/api-client/chat';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';

import { CHAT_TOKEN_HEADER, CHAT_VERSION_HEADER } from '../chat/chat-constants';
import { visitorOfToken } from '../chat/chat-service';
import type { ChatTokens } from '../chat/chat-token';
import type { ChatVisitor } from '../chat/chat-visitor';
import type { Db } from '../db/create-database';
import { ok } from './chat-http';
import type { ChatRouteLimits } from './chat-rate-limits';

export const chatHeadersSchema = z.object({
  [CHAT_TOKEN_HEADER]: z.string().max(4096).optional(),
  /** Semantic version; only major version 1 is served. */
  [CHAT_VERSION_HEADER]: z
    .string()
    .regex(/^1\.\d+\.\d+$/, `v: a 1.x.y version (${API_VERSION})`)
    .optional(),
});

/** The chat token of a request's `a` header, if it has one. */
export function chatTokenOf(request: FastifyRequest): string | undefined {
  const token = request.headers[CHAT_TOKEN_HEADER];
  return typeof token === 'string' ? token : undefined;
}

/** Registers one call: its schemas, and a handler given `d` and the token's visitor. */
export type ChatCall = <P extends ChatPath>(
  path: P,
  summary: string,
  handler: (
    d: ChatRequest<P>,
    who: ChatVisitor,
    request: FastifyRequest,
  ) => Promise<ChatResponseData<P>>,
) => void;

export function chatCall(
  app: FastifyInstance,
  {
    db,
    tokens,
    limitOptions,
  }: { db: Db; tokens: ChatTokens; limitOptions: (path: string) => ChatRouteLimits },
): ChatCall {
  return (path, summary, handler) => {
    const { onRequest, description } = limitOptions(path);
    app.post(
      path,
      {
        onRequest,
        schema: {
          summary,
          description,
          headers: chatHeadersSchema,
          body: z.object({ d: chatRequestSchemas[path] }),
          response: { 200: chatResponseSchema(chatResponseDataSchemas[path]) },
        },
      },
      async (request) => {
        const who = await visitorOfToken(db, tokens, chatTokenOf(request));
        const { d } = request.body as { d: ChatRequest<typeof path> };
        return ok(await handler(d, who, request));
      },
    );
  };
}
