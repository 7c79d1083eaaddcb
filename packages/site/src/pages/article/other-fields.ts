// spec/site.md §2 sidebar "other fields (excluding the current one)": the api's fieldData
// (§3 Link-list item: idx, title, link; an empty title is hidden) as router links.
import type { LinkItem } from '@lawfirm/api-client/site-core';

export interface FieldLink {
  idx: number;
  title: string;
  /** The list's path, e.g. /success. */
  to: string;
  /** Its query, e.g. { group_code: 'CT0004' }. */
  search: Record<string, string>;
}

/** The field links to show: titled, not the article's own field, split into path and query. */
export function otherFields(fieldData: readonly LinkItem[], currentGroupCode: string): FieldLink[] {
  return fieldData.flatMap((item) => {
    if (item.title.trim() === '' || !item.link.startsWith('/')) return [];
    const url = new URL(item.link, 'http://site.invalid');
    const search = Object.fromEntries(url.searchParams);
    if (search.group_code === currentGroupCode) return [];
    return [{ idx: item.idx, title: item.title, to: url.pathname, search }];
  });
}
