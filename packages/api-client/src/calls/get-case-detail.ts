// The case detail of /mycase/{idx} (spec/site.md §2; path ours). The spec shows no detail
// content: the answer is the case item of spec/site.md §3, which later work may extend. Another
// member's case answers 404.
import type { z } from 'zod';

import { caseItemSchema } from '../entities/case-item';
import { withData } from '../entities/envelope';
import { fillPath } from '../entities/request-fields';
import type { ApiClient } from '../http/client';
import { CASE_DETAIL_PATH } from '../site/paths';

export { CASE_DETAIL_PATH } from '../site/paths';

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
