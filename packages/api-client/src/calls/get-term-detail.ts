// One term or policy (spec/site.md §2 /common/term/{terms_code}): its latest version's HTML body.
// Path ours.
import { z } from 'zod';

import { queryOptions } from '../query-options';
import { withData } from '../entities/envelope';
import { fillPath, slugSchema } from '../entities/request-fields';
import { termSchema } from '../entities/term';
import type { ApiClient } from '../http/client';

/** Route in the api's (Fastify's) parameter syntax, filled in by fillPath. */
export const TERM_DETAIL_PATH = '/api/terms/:terms_code';

export const termDetailParamsSchema = z.object({ terms_code: slugSchema });

export const termDetailSchema = termSchema.extend({
  /** Sanitized HTML. */
  body: z.string(),
  /** The day this version took effect, YYYY-MM-DD. */
  effective_date: z.iso.date(),
});

export const termDetailResponseSchema = withData(termDetailSchema);

export type TermDetailParamsInput = z.input<typeof termDetailParamsSchema>;
export type TermDetail = z.infer<typeof termDetailSchema>;
export type TermDetailResponse = z.infer<typeof termDetailResponseSchema>;

export function getTermDetail(
  client: ApiClient,
  termsCode: string,
  signal?: AbortSignal,
): Promise<TermDetailResponse> {
  return client.request(fillPath(TERM_DETAIL_PATH, { terms_code: termsCode }), {
    schema: termDetailResponseSchema,
    signal,
  });
}

export function termDetailQueryOptions(client: ApiClient, termsCode: string) {
  return queryOptions({
    queryKey: ['terms', 'detail', termsCode] as const,
    queryFn: ({ signal }) => getTermDetail(client, termsCode, signal),
  });
}
