// What the sitemap lists (services/sitemap-service.ts): every public page that data decides.
import { asc, max } from 'drizzle-orm';

import type { Db } from '../create-database';
import { faqEntries, offices, strengths, terms } from '../schema';

export function findFaqSitemapRows(db: Db): Promise<{ idx: number; createdAt: Date }[]> {
  return db
    .select({ idx: faqEntries.idx, createdAt: faqEntries.createdAt })
    .from(faqEntries)
    .orderBy(asc(faqEntries.idx));
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
