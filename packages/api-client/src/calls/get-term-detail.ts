// One term or policy (spec/site.md §2 /common/term/{terms_code}): its latest version's HTML body.
// Path ours.
import { z } from 'zod';

import { withData } from '../entities/envelope';
import { fillPath, slugSchema } from '../entities/request-fields';
import { termSchema } from '../entities/term';
import type { ApiClient } from '../http/client';
import { TERM_DETAIL_PATH } from '../site/paths';

export { TERM_DETAIL_PATH } from '../site/paths';

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
