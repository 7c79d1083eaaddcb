// The strengths overview (spec/site.md §2 /strength): the 11 strengths, the pages' common data,
// and the initial data that fills their placeholders. Path ours.
import { z } from 'zod';

import { withData } from '../entities/envelope';
import { initialCountsSchema } from '../entities/initial-counts';
import { strengthCommonDataSchema, strengthItemSchema } from '../entities/strength';
import type { ApiClient } from '../http/client';

import { statisticsSchema } from './get-statistics';
import { STRENGTH_LIST_PATH } from '../site/paths';

export { STRENGTH_LIST_PATH } from '../site/paths';

/** What every strength page needs besides its own item: common data, counts, consult_date. */
export const strengthContextSchema = z.object({
  common: strengthCommonDataSchema,
  initialData: initialCountsSchema,
  /** Fills the *consult_date* footnote marker. */
  consult_date: statisticsSchema.shape.consult_date,
});

export const strengthListSchema = strengthContextSchema.extend({
  /** The 11 strengths (STRENGTH_COUNT), in tile order. */
  list: z.array(strengthItemSchema),
});

export const strengthListResponseSchema = withData(strengthListSchema);

export type StrengthContext = z.infer<typeof strengthContextSchema>;
export type StrengthList = z.infer<typeof strengthListSchema>;
export type StrengthListResponse = z.infer<typeof strengthListResponseSchema>;

export function getStrengthList(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<StrengthListResponse> {
  return client.request(STRENGTH_LIST_PATH, { schema: strengthListResponseSchema, signal });
}
