// The firm's lawyers (fictional in the seed), in their display order.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';

import type { Db } from '../create-database';
import { lawyers } from '../schema';
import type { LawyerRow } from '../schema';
import { anyContains } from './like-pattern';
import type { PageRequest, PageRows } from './page-rows';

/** Matches name, position and introduction. */
export function lawyerKeywordFilter(keyword: string | undefined): SQL | undefined {
  return anyContains([lawyers.lawyerName, lawyers.position, lawyers.intro], keyword);
}

export async function findLawyerPage(
  db: Db,
  filter: { groupCode?: string; groupCodes?: readonly string[]; keyword?: string },
  page: PageRequest,
): Promise<PageRows<LawyerRow>> {
  const where = and(
    filter.groupCode === undefined ? undefined : eq(lawyers.groupCode, filter.groupCode),
    filter.groupCodes === undefined
      ? undefined
      : inArray(lawyers.groupCode, [...filter.groupCodes]),
    lawyerKeywordFilter(filter.keyword),
  );
  const [rows, totalCount] = await Promise.all([
    db
      .select()
      .from(lawyers)
      .where(where)
      .orderBy(asc(lawyers.sortOrder), asc(lawyers.idx))
      .limit(page.limit)
      .offset(page.offset),
    db.$count(lawyers, where),
  ]);
  return { rows, totalCount };
}
