// The answer of the api to a bad request: 400 `{ result: false, msg, issues? }`. `msg` is for
// the visitor (Korean), `issues` for the developer (one per rejected field, English).
import { z } from 'zod';

import { isApiError } from '../http/errors';

/** The generic `msg` of a request the schemas reject. */
export const INVALID_REQUEST_MESSAGE = '입력하신 내용을 다시 확인해 주세요.';

export const apiErrorIssueSchema = z.object({
  /** Dotted path of the rejected value, e.g. `detail.회사명`; '' for the whole body. */
  path: z.string(),
  message: z.string(),
});

export const apiErrorBodySchema = z
  .object({
    result: z.literal(false),
    /** For the visitor (Korean). */
    msg: z.string(),
    /** For the developer (English): every rejected value with its path. */
    issues: z.array(apiErrorIssueSchema).optional(),
  })
  .meta({ id: 'ApiError', description: 'A refused site or client-area call.' });

export type ApiErrorIssue = z.infer<typeof apiErrorIssueSchema>;
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

/** The 400 body for a request a schema rejected: every issue with its path. */
export function apiErrorBodyOf(
  error: z.ZodError,
  msg: string = INVALID_REQUEST_MESSAGE,
): ApiErrorBody {
  return {
    result: false,
    msg,
    issues: error.issues.map((issue) => ({
      path: issue.path.map(String).join('.'),
      message: issue.message,
    })),
  };
}

/** The api's error body carried by a rejected call (an HTTP_ERROR ApiError), if it has one. */
export function apiErrorBodyFrom(error: unknown): ApiErrorBody | undefined {
  if (!isApiError(error) || error.code !== 'HTTP_ERROR') return undefined;
  const parsed = apiErrorBodySchema.safeParse(error.body);
  return parsed.success ? parsed.data : undefined;
}
