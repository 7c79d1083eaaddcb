// spec/site.md §2 Strengths and §3 Article data `initialData`: the counts that fill the strength
// placeholders and the article pages' statistics block.
import type { InitialCounts } from '@lawfirm/api-client/site';

import type { Db } from '../db/create-database';
import { countCenters, findStatistics } from '../db/queries/content-site-queries';
import type { StatisticsRow } from '../db/schema';

export function initialCountsOf(row: StatisticsRow, centerCount: number): InitialCounts {
  return {
    pro_count: row.proCount,
    experience_cnt: row.experienceCnt,
    world_office_cnt: row.worldOfficeCnt,
    total_world_office_cnt: row.totalWorldOfficeCnt,
    office_cnt: row.officeCnt,
    centerCount,
  };
}

const NO_COUNTS: InitialCounts = {
  pro_count: 0,
  experience_cnt: 0,
  world_office_cnt: 0,
  total_world_office_cnt: 0,
  office_cnt: 0,
  centerCount: 0,
};

/** The statistics row and the counts derived from it; undefined before the seed has run. */
export async function loadStatistics(
  db: Db,
): Promise<{ row: StatisticsRow; counts: InitialCounts } | undefined> {
  const [row, centerCount] = await Promise.all([findStatistics(db), countCenters(db)]);
  return row ? { row, counts: initialCountsOf(row, centerCount) } : undefined;
}

/** The counts, or zeros when no statistics exist yet (an article still shows). */
export async function loadInitialCounts(db: Db): Promise<InitialCounts> {
  return (await loadStatistics(db))?.counts ?? NO_COUNTS;
}
