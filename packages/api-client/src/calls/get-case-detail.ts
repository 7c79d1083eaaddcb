// The case detail of /mycase/{idx} (spec/site.md §2; path ours). The spec shows no detail
// content: the answer is the case item of spec/site.md §3, which later work may extend. Another
// member's case answers 404.
import type { z } from 'zod';

import { queryOptions } from '../query-options';
import { caseItemSchema } from '../entities/case-item';
import { withData } from '../entities/envelope';
import { fillPath } from '../entities/request-fields';
import type { ApiClient } from '../http/client';

/** Route in the api's (Fastify's) parameter syntax, filled in by fillPath. */
export const CASE_DETAIL_PATH = '/api/lawfirm/app/case/:idx';

export const caseDetailResponseSchema = withData(caseItemSchema);

export type CaseDetailResponse = z.infer<typeof caseDetailResponseSchema>;

export function getCaseDetail(
  client: ApiClient,
  idx: number,
  signal?: AbortSignal,
): Promise<CaseDetailResponse> {
  return client.request(fillPath(CASE_DETAIL_PATH, { idx }), {
    schema: caseDetailResponseSchema,
    signal,
  });
}

export function caseDetailQueryOptions(client: ApiClient, idx: number) {
  return queryOptions({
    queryKey: ['case', 'detail', idx] as const,
    queryFn: ({ signal }) => getCaseDetail(client, idx, signal),
  });
}
