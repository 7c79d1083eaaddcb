// The home statistics strip (spec/site.md §2 Home, §3 Statistics): six figures and the date
// footnote of the consultation and mandate counts. Path ours.
import { z } from 'zod';

import { withData } from '../entities/envelope';
import type { ApiClient } from '../http/client';
import { STATISTICS_PATH } from '../site/paths';

export { STATISTICS_PATH } from '../site/paths';

const count = z.number().int().nonnegative();

export const statisticsSchema = z.object({
  consult_cnt: count,
  mandate_cnt: count,
  professional_cnt: count,
  consult_cnt_day: count,
  mandate_cnt_day: count,
  office_cnt: count,
  /** The day the consultation and mandate figures are counted to, YYYY-MM-DD. */
  consult_date: z.iso.date(),
  /** Business days of the month, from which the daily averages come. */
  month_business_day: count,
});

export const statisticsResponseSchema = withData(statisticsSchema);

export type Statistics = z.infer<typeof statisticsSchema>;
export type StatisticsResponse = z.infer<typeof statisticsResponseSchema>;

export function getStatistics(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<StatisticsResponse> {
  return client.request(STATISTICS_PATH, { schema: statisticsResponseSchema, signal });
}
