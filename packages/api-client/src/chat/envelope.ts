// The chat API envelope's schemas, spec/chat-widget.md §7 and §8, and the client that parses
// every answer's data with its call's schema. The transport itself (the {d} body, headers a and
// v, the envelope's check and the error codes) is transport.ts, which the widget uses alone.
import { z } from 'zod';

import { apiErrorIssueSchema } from '../entities/api-error';
import { invalidResponseError } from '../http/errors';
import { CHAT_ERROR_CODES, CHAT_RESULT_FAIL } from './error-codes';
import type { ChatErrorCodeName } from './error-codes';
import { createChatTransport } from './transport';
import type { ChatCallOptions, ChatClientOptions, ChatResult } from './transport';

export const resultInfoSchema = z
  .object({
    /** OK, or the error code (spec/chat-widget.md §8: E… server, CE… client). */
    result_cd: z.string(),
    /** OK, or FAIL. */
    result_type_cd: z.string(),
    /** A text for the visitor (Korean). */
    result_msg: z.string(),
  })
  .meta({
    id: 'ResultInfo',
    description: 'How the call went: result_type_cd OK, or FAIL with the code in result_cd.',
  });

/**
 * A refused chat call (spec/chat-widget.md §8): one code of the catalogue with its Korean text,
 * no data, and for a malformed request (CE000200001) every issue with its path.
 */
export const chatFailureBodySchema = z
  .object({
    result_info: resultInfoSchema.extend({
      result_cd: z.enum(
        Object.keys(CHAT_ERROR_CODES) as [ChatErrorCodeName, ...ChatErrorCodeName[]],
      ),
      result_type_cd: z.literal(CHAT_RESULT_FAIL),
    }),
    data: z.null(),
    issues: z.array(apiErrorIssueSchema).optional(),
  })
  .meta({ id: 'ChatError', description: 'A refused chat or operator call.' });

export type ChatFailureBody = z.infer<typeof chatFailureBodySchema>;

/** The whole answer of one chat call; the api app builds its replies with the same schema. */
export function chatResponseSchema<S extends z.ZodType>(dataSchema: S) {
  return z.object({ result_info: resultInfoSchema, data: dataSchema });
}

export interface ChatClient {
  /**
   * Never rejects: every failure comes back as `{ ok: false, error }`. The answer's data is
   * parsed with `dataSchema` (also with `allowNotOk`).
   */
  call<S extends z.ZodType>(
    path: string,
    d: Readonly<Record<string, unknown>>,
    dataSchema: S,
    options?: ChatCallOptions,
  ): Promise<ChatResult<z.infer<S>>>;
}

export function createChatClient(options: ChatClientOptions): ChatClient {
  const transport = createChatTransport(options);
  return {
    call: (path, d, dataSchema, callOptions) =>
      transport.call(
        path,
        d,
        (data) => {
          const parsed = dataSchema.safeParse(data);
          return parsed.success
            ? { ok: true, data: parsed.data }
            : { ok: false, error: invalidResponseError(parsed.error, ['data']) };
        },
        callOptions,
      ),
  };
}
