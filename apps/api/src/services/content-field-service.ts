// The case fields of spec/site.md §3 Field/case-type: a category's (call #13, the corporate
// form's select) and a group's (call #17).
import type { CaseField } from '@lawfirm/api-client/site';

import { DEFAULT_CENTER_CODE } from '../constants';
import type { Db } from '../db/create-database';
import {
  findCaseTypes,
  findChildCodes,
  findGroup,
  findGroupByCodeDesc,
} from '../db/queries/content-site-queries';
import type { CaseTypeRow } from '../db/schema';

const fieldOf = (row: CaseTypeRow): CaseField => ({
  type_idx: row.typeIdx,
  tag_title: row.tagTitle,
});

/** Call #17's field also names its category, for a select that groups them. */
const groupedFieldOf = (row: CaseTypeRow & { groupName: string }): CaseField => ({
  ...fieldOf(row),
  group_name: row.groupName,
});

/** Call #13: the fields of the category whose code_desc is `code`; none for an unknown one. */
export async function listCategoryFields(db: Db, code: string): Promise<CaseField[]> {
  const group = await findGroupByCodeDesc(db, code);
  if (!group) return [];
  return (await findCaseTypes(db, [group.code])).map(fieldOf);
}

/**
 * Call #17: the fields of a group. A category has its own; a centre those of the categories it
 * groups; the whole firm (CT0000) every field. An unknown code has none.
 */
export async function listGroupFields(db: Db, centerCode: string): Promise<CaseField[]> {
  if (centerCode === DEFAULT_CENTER_CODE) {
    return (await findCaseTypes(db, undefined)).map(groupedFieldOf);
  }
  const group = await findGroup(db, centerCode);
  if (!group) return [];
  const codes = [group.code, ...(await findChildCodes(db, group.code))];
  return (await findCaseTypes(db, codes)).map(groupedFieldOf);
}
