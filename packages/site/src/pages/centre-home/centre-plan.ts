// What a centre's home is built from, read from the group list (spec/site.md §7 call #1, §3
// Group/centre): the centre's name and the categories it groups (its `children`).
import { GROUP_CODE_PATTERN } from '@lawfirm/api-client';
import type { Center, CenterChild } from '@lawfirm/api-client/site-core';
import { isSlug } from '@lawfirm/api-client/site-core';

/** A category (practice field) a centre groups. */
export interface CentreCategory {
  /** Its group code (CT0029): its articles and lawyers are asked by it. */
  code: string;
  /** Its name, as the group list gives it (디지털포렌식). */
  name: string;
  /** Its Q&A list, /faq/{faqSlug}, when the child links to one (§3 "etc2 as link URL"). */
  faqSlug?: string;
}

export interface CentrePlan {
  /** The centre's code_name; null when the group list failed or does not list the code. */
  name: string | null;
  categories: CentreCategory[];
}

/** `/faq/digital-forensics` -> `digital-forensics`; anything else (another site's page) none. */
function faqSlugOf(link: string | null): string | undefined {
  const slug = link?.match(/^\/faq\/([^/?#]+)$/)?.[1];
  return slug !== undefined && isSlug(slug) ? slug : undefined;
}

/**
 * A child that is no category (an entry such as a sub-site's page) has no articles or lawyers.
 * A category whose link goes nowhere (a centre without sub pages) still has its Q&A: the
 * category's own entry in the group list names it (its code_desc is its Q&A list's slug).
 */
function categoryOf(child: CenterChild, groups: readonly Center[]): CentreCategory[] {
  if (!GROUP_CODE_PATTERN.test(child.code)) return [];
  const ownSlug = groups.find((group) => group.code === child.code)?.code_desc;
  const faqSlug = faqSlugOf(child.etc2) ?? (ownSlug && isSlug(ownSlug) ? ownSlug : undefined);
  return [{ code: child.code, name: child.code_name, ...(faqSlug ? { faqSlug } : {}) }];
}

/** The centre `centerCode` of the group list: its name and its categories, in the list's order. */
export function centrePlan(groups: readonly Center[] | undefined, centerCode: string): CentrePlan {
  const centre = groups?.find((group) => group.code === centerCode);
  if (!centre) return { name: null, categories: [] };
  return {
    name: centre.code_name,
    categories: centre.children.flatMap((child) => categoryOf(child, groups ?? [])),
  };
}
