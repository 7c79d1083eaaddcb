// Queries on the groups tables; services call these, routes never do.
import { asc, sql } from 'drizzle-orm';

import type { Db } from './create-database';
import { groupChildren, groups } from './schema';
import type { GroupChildRow, GroupRow, NewGroupChildRow, NewGroupRow } from './schema';

export type GroupWithChildren = GroupRow & { children: GroupChildRow[] };

export function findGroupsWithChildren(db: Db): Promise<GroupWithChildren[]> {
  return db.query.groups.findMany({
    orderBy: [asc(groups.sortOrder), asc(groups.code)],
    with: { children: { orderBy: [asc(groupChildren.sortOrder), asc(groupChildren.code)] } },
  });
}

/** Inserts the rows or updates the existing ones by primary key, so re-running is harmless. */
export async function upsertGroups(
  db: Db,
  rows: NewGroupRow[],
  children: NewGroupChildRow[],
): Promise<void> {
  await db.transaction(async (tx) => {
    if (rows.length > 0) {
      await tx
        .insert(groups)
        .values(rows)
        .onConflictDoUpdate({
          target: groups.code,
          set: {
            codeName: sql`excluded.code_name`,
            codeDesc: sql`excluded.code_desc`,
            parentCode: sql`excluded.parent_code`,
            etc: sql`excluded.etc`,
            domain: sql`excluded.domain`,
            gubun: sql`excluded.gubun`,
            sortOrder: sql`excluded.sort_order`,
          },
        });
    }
    if (children.length > 0) {
      await tx
        .insert(groupChildren)
        .values(children)
        .onConflictDoUpdate({
          target: [groupChildren.groupCode, groupChildren.code],
          set: {
            codeName: sql`excluded.code_name`,
            etc2: sql`excluded.etc2`,
            sortOrder: sql`excluded.sort_order`,
          },
        });
    }
  });
}
