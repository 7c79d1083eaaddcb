// The firm's lawyers (all fictional in the seed), one page at a time, of one group or all.
// Path ours.
import { z } from 'zod';

import { DEFAULT_LIST_PAGE_SIZE } from '../constants';
import { pageOf, withData } from '../entities/envelope';
import { lawyerSchema } from '../entities/lawyer';
import { groupCodeSchema, pageQueryFields } from '../entities/request-fields';
import type { ApiClient } from '../http/client';
import { LAWYER_LIST_PATH } from '../site/paths';

export { LAWYER_LIST_PATH } from '../site/paths';

export const lawyerListQuerySchema = z.object({
  /** One group's lawyers; left out for all. */
  group_code: groupCodeSchema.optional(),
  ...pageQueryFields(DEFAULT_LIST_PAGE_SIZE),
});

export const lawyerListResponseSchema = withData(pageOf(lawyerSchema));

export type LawyerListQueryInput = z.input<typeof lawyerListQuerySchema>;
export type LawyerListResponse = z.infer<typeof lawyerListResponseSchema>;

export function getLawyerList(
  client: ApiClient,
  query: LawyerListQueryInput = {},
  signal?: AbortSignal,
): Promise<LawyerListResponse> {
  return client.request(LAWYER_LIST_PATH, { query, schema: lawyerListResponseSchema, signal });
}
