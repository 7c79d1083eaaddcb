// spec/site.md §3 Field/case-type rows: every category's case types, numbered in category order.
import { CATEGORY_CODES } from '../constants';
import type { CategoryCode } from '../constants';
import type { NewCaseTypeRow } from '../db/schema';
import { CASE_TYPE_TITLES } from './content/case-type-titles';

function buildCaseTypeSeed(): NewCaseTypeRow[] {
  return CATEGORY_CODES.flatMap((groupCode) =>
    CASE_TYPE_TITLES[groupCode].map((tagTitle, index) => ({
      groupCode,
      tagTitle,
      sortOrder: index,
    })),
  ).map((row, index) => ({ typeIdx: index + 1, ...row }));
}

export const CASE_TYPE_SEED = buildCaseTypeSeed();

/** type_idx of the `index`-th case type of a category. */
export function caseTypeIdx(code: CategoryCode, index: number): number {
  const row = CASE_TYPE_SEED.filter((type) => type.groupCode === code)[index];
  if (row?.typeIdx === undefined) throw new Error(`No case type ${index} in ${code}`);
  return row.typeIdx;
}
