// The answer envelope of the site API (spec/site.md §7 reads `result`, `data`, `msg` and
// `data.list`), built in one place so that every call answers the same way.
import { z } from 'zod';

import { ApiError, isApiError } from '../http/errors';

/** `{ result, msg? }`: the answer of a call that returns nothing else. */
export const resultSchema = z.object({
  result: z.boolean(),
  /** A message for the visitor, in Korean, when there is one to show. */
  msg: z.string().optional(),
});

export type ResultResponse = z.infer<typeof resultSchema>;

/** `{ result, msg?, data }` */
export function withData<T extends z.ZodType>(data: T) {
  return resultSchema.extend({ data });
}

/** `{ list }`: the shape spec/site.md §7 reads as data.list (#3, #4, #13). */
export function listOf<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item) });
}

/** One page of a list and the count of all its items, from which the site derives its pages. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item), totalCount: z.number().int().nonnegative() });
}

/**
 * Resolves to the answer of `call` when its `result` is true. Otherwise, and when the call
 * itself fails, rejects with an ApiError whose message is `message`: the spec names one error
 * per call for both cases (spec/site.md §7 #18, #19). The first failure stays as `cause`;
 * a cancelled call stays ABORTED.
 */
export async function requireResult<T extends { result: boolean }>(
  call: Promise<T>,
  message: string,
): Promise<T> {
  let response: T;
  try {
    response = await call;
  } catch (error) {
    if (isApiError(error) && error.code === 'ABORTED') throw error;
    throw new ApiError(isApiError(error) ? error.code : 'UNKNOWN', message, {
      status: isApiError(error) ? error.status : undefined,
      body: isApiError(error) ? error.body : undefined,
      cause: error,
    });
  }
  if (!response.result) throw new ApiError('UNKNOWN', message, { body: response });
  return response;
}
