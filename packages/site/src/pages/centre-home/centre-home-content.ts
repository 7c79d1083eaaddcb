// What a centre's home shows of the answers of its calls: pure choices, tested as tables.
import type {
  ArticleSummary,
  CaseField,
  FaqItem,
  Lawyer,
  Office,
  Region,
} from '@lawfirm/api-client/site-core';

import { headOfficeRegionFirst } from '../map/map-selection';

/**
 * Up to `limit` entries taken from the lists in turn (the first of each, then the second of
 * each, ...), each list newest first, so that every category has its say. Entries whose key
 * was taken already are skipped.
 */
export function takeInTurn<T>(
  lists: readonly (readonly T[])[],
  limit: number,
  keyOf: (entry: T) => unknown,
): T[] {
  const taken: T[] = [];
  const seen = new Set<unknown>();
  const longest = Math.max(0, ...lists.map((list) => list.length));
  for (let index = 0; index < longest && taken.length < limit; index += 1) {
    for (const list of lists) {
      const entry = list[index];
      if (entry === undefined || seen.has(keyOf(entry))) continue;
      seen.add(keyOf(entry));
      taken.push(entry);
      if (taken.length === limit) break;
    }
  }
  return taken;
}

/** The newest Q&A entries of the centre's categories, in turn. */
export const centreFaqEntries = (lists: readonly (readonly FaqItem[])[], limit: number) =>
  takeInTurn(lists, limit, (item) => item.idx);

/**
 * The centre's lawyers: in turn from its categories, a name only once (spec/site.md §5 skips
 * duplicates by lawyer_name), at most `limit`.
 */
export const centreLawyers = (lists: readonly (readonly Lawyer[])[], limit: number) =>
  takeInTurn(lists, limit, (lawyer) => lawyer.lawyer_name);

/**
 * The articles filed under one of the centre's fields (call #17: its case types), from the
 * lists of its categories: newest first, each once, at most `limit`. An article without a case
 * type is filed under no field.
 */
export function articlesUnderFields(
  lists: readonly (readonly ArticleSummary[])[],
  fields: readonly CaseField[],
  limit: number,
): ArticleSummary[] {
  const typeIdxs = new Set(fields.map((field) => field.type_idx));
  const byIdx = new Map<number, ArticleSummary>();
  for (const article of lists.flat()) {
    if (article.type_idx !== null && typeIdxs.has(article.type_idx))
      byIdx.set(article.idx, article);
  }
  return [...byIdx.values()]
    .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.idx - a.idx)
    .slice(0, limit);
}

/** A region and its offices, for regions that have any. */
export interface RegionOffices {
  key: Region['key'];
  name: string;
  offices: Office[];
}

/** The regions that have offices, the head office's first (as on /map). */
export function regionsWithOffices(regions: readonly Region[]): RegionOffices[] {
  return headOfficeRegionFirst(regions).flatMap(({ key, name, offices }) =>
    offices.length > 0 ? [{ key, name, offices }] : [],
  );
}
