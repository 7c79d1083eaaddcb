// The interests a member chose at sign-up, as /mypage names them (spec/site.md §3 category
// codes; the case types' names are call #17's tag_title per category).
import { INTEREST_CATEGORIES } from '@lawfirm/api-client';
import type { CaseField, Member } from '@lawfirm/api-client/site-core';

export interface MemberInterest {
  code: string;
  name: string;
  /** The case types chosen in this category, by name. */
  fields: string[];
}

/**
 * Each chosen category with the chosen case types of its list (`fieldLists[i]` is the list of
 * `member.categories[i]`); a code or a type the lists do not know (retired since) is left out
 * rather than shown as a number.
 */
export function memberInterests(
  member: Pick<Member, 'categories' | 'fields'>,
  fieldLists: ReadonlyArray<readonly CaseField[] | undefined>,
): MemberInterest[] {
  const chosen = new Set(member.fields);
  return member.categories.flatMap((code, index) => {
    const category = INTEREST_CATEGORIES.find((entry) => entry.code === code);
    if (!category) return [];
    const fields = (fieldLists[index] ?? [])
      .filter((field) => chosen.has(field.type_idx))
      .map((field) => field.tag_title);
    return [{ code, name: category.name, fields }];
  });
}
