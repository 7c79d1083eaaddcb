// spec/site.md §2 Strengths pages and §3: the counts ("initial data") that fill the strength
// placeholders and the article pages' statistics (initialData, which includes office_cnt).
import { z } from 'zod';

const count = z.number().int().nonnegative();

export const initialCountsSchema = z.object({
  pro_count: count,
  experience_cnt: count,
  world_office_cnt: count,
  total_world_office_cnt: count,
  office_cnt: count,
  centerCount: count,
});

export type InitialCounts = z.infer<typeof initialCountsSchema>;
