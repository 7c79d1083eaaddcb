import { GROUP_CODE_PATTERN } from '@lawfirm/api-client';
import type { Center } from '@lawfirm/api-client/site';

import type { Db } from '../db/create-database';
import { findGroupsWithChildren } from '../db/group-queries';

/** Call #1 (spec/site.md §7): every group in display order, in the shape the site reads. */
export async function listCenters(db: Db): Promise<Center[]> {
  const groups = await findGroupsWithChildren(db);
  return groups.map((group) => ({
    code: group.code,
    code_name: group.codeName,
    code_desc: group.codeDesc,
    parent_code: group.parentCode,
    etc: group.etc,
    domain: group.domain,
    gubun: group.gubun,
    children: group.children.map((child) => ({
      code: child.code,
      code_name: child.codeName,
      etc2: child.etc2,
    })),
  }));
}

/**
 * The categories a centre groups: its children that are groups (spec/site.md §3 Group/centre);
 * an unknown centre groups none. The site's centre-plan.ts reads call #1 the same way.
 */
export async function centreCategoryCodes(db: Db, centerCode: string): Promise<string[]> {
  const centre = (await findGroupsWithChildren(db)).find((group) => group.code === centerCode);
  return (centre?.children ?? [])
    .map((child) => child.code)
    .filter((code) => GROUP_CODE_PATTERN.test(code));
}
