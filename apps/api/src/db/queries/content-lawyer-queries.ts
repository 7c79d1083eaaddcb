// The firm's lawyers (fictional in the seed), in their display order.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';

import type { Db } from '../create-database';
import { groups, lawyers } from '../schema';
import type { LawyerRow } from '../schema';
import { matchesEveryTerm, relevanceOf } from './keyword-search';
import type { SearchField } from './keyword-search';
import type { PageRequest, PageRows } from './page-rows';

/** A lawyer is found by name, the field or centre they are filed under, position and intro. */
const searchFields: SearchField[] = [
  { field: lawyers.lawyerName, weight: 4 },
  {
    field: sql`(select ${groups.codeName} from ${groups} where ${groups.code} = ${lawyers.groupCode})`,
    weight: 3,
  },
  { field: lawyers.position, weight: 2 },
  { field: lawyers.intro, weight: 1 },
];

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
    matchesEveryTerm(searchFields, filter.keyword),
  );
  const relevance = relevanceOf(searchFields, filter.keyword);
  const [rows, totalCount] = await Promise.all([
    db
      .select()
      .from(lawyers)
      .where(where)
      .orderBy(...(relevance ? [desc(relevance)] : []), asc(lawyers.sortOrder), asc(lawyers.idx))
      .limit(page.limit)
      .offset(page.offset),
    db.$count(lawyers, where),
  ]);
  return { rows, totalCount };
}
