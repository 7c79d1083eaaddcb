// What the sitemap lists (services/sitemap-service.ts): every public page that data decides.
// `groupCodes`, on a centre's site: only what is filed under the centre or its categories.
import { and, asc, eq, inArray, max, ne } from 'drizzle-orm';

import type { Db } from '../create-database';
import { FAQ_AIIT_CODE } from '../constants';
import { articles, faqEntries, faqGroups, offices, strengths, terms } from '../schema';

export function findFaqSitemapRows(
  db: Db,
  groupCodes?: string[],
): Promise<{ idx: number; createdAt: Date }[]> {
  return db
    .select({ idx: faqEntries.idx, createdAt: faqEntries.createdAt })
    .from(faqEntries)
    .where(groupCodes ? inArray(faqEntries.code, groupCodes) : undefined)
    .orderBy(asc(faqEntries.idx));
}

/**
 * The Q&A categories that have entries (an empty one is noindex), with their newest entry's
 * day. Not aiit: its entries go back to /faq (spec/site.md §2).
 */
export function findFaqCategorySitemapRows(
  db: Db,
  groupCodes?: string[],
): Promise<{ codeDesc: string; newest: Date | null }[]> {
  return db
    .select({ codeDesc: faqGroups.codeDesc, newest: max(faqEntries.createdAt) })
    .from(faqGroups)
    .innerJoin(faqEntries, eq(faqEntries.code, faqGroups.code))
    .where(
      and(
        ne(faqGroups.code, FAQ_AIIT_CODE),
        groupCodes ? inArray(faqGroups.code, groupCodes) : undefined,
      ),
    )
    .groupBy(faqGroups.codeDesc)
    .orderBy(asc(faqGroups.codeDesc));
}

export function findStrengthUrls(db: Db): Promise<{ url: string }[]> {
  return db.select({ url: strengths.url }).from(strengths).orderBy(asc(strengths.url));
}

export function findOfficeKeys(db: Db): Promise<{ key: string }[]> {
  return db.select({ key: offices.key }).from(offices).orderBy(asc(offices.key));
}

/** Each term's code once, with the day its newest version took effect. */
export function findTermCodes(
  db: Db,
): Promise<{ termsCode: string; effectiveDate: string | null }[]> {
  return db
    .select({ termsCode: terms.termsCode, effectiveDate: max(terms.effectiveDate) })
    .from(terms)
    .groupBy(terms.termsCode)
    .orderBy(asc(terms.termsCode));
}

/** Every info article and success case, with its kind and the day it was last edited. */
export function findArticleSitemapRows(
  db: Db,
  groupCodes?: string[],
): Promise<{ kind: string; idx: number; updatedAt: Date }[]> {
  return db
    .select({ kind: articles.kind, idx: articles.idx, updatedAt: articles.updatedAt })
    .from(articles)
    .where(groupCodes ? inArray(articles.groupCode, groupCodes) : undefined)
    .orderBy(asc(articles.kind), asc(articles.idx));
}
