// The smaller content of the site: banners and their clicks, footers, terms, statistics,
// strengths, offices, partner logos, the home landing block, groups and case fields.
import { asc, desc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';

import type { Db } from '../create-database';
import {
  caseTypes,
  centerFooters,
  groupChildren,
  groups,
  homeHashTags,
  homeLinkCards,
  offices,
  partnerLogos,
  regions,
  statistics,
  strengths,
  terms,
  topBannerClicks,
  topBanners,
} from '../schema';
import type {
  CaseTypeRow,
  CenterFooterRow,
  GroupRow,
  HomeHashTagRow,
  HomeLinkCardRow,
  OfficeRow,
  PartnerLogoRow,
  RegionRow,
  StatisticsRow,
  StrengthRow,
  TermsRow,
  TopBannerRow,
} from '../schema';

/** The banners of one site: a centre's by its code, the main site's with null. */
export function findTopBanners(db: Db, centerCode: string | null): Promise<TopBannerRow[]> {
  return db
    .select()
    .from(topBanners)
    .where(
      centerCode === null ? isNull(topBanners.centerCode) : eq(topBanners.centerCode, centerCode),
    )
    .orderBy(asc(topBanners.idx));
}

/** Records a click on banner `idx`; false (nothing written) when there is no such banner. */
export function insertTopBannerClick(
  db: Db,
  click: { bannerIdx: number; clientAddress: string | null },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    // The share lock keeps the banner from being deleted between the check and the insert.
    const [banner] = await tx
      .select({ idx: topBanners.idx })
      .from(topBanners)
      .where(eq(topBanners.idx, click.bannerIdx))
      .for('share');
    if (!banner) return false;
    await tx.insert(topBannerClicks).values(click);
    return true;
  });
}

/** The footers in the groups' order. */
export function findCenterFooters(db: Db): Promise<CenterFooterRow[]> {
  return db
    .select({ footer: centerFooters })
    .from(centerFooters)
    .innerJoin(groups, eq(groups.code, centerFooters.groupCode))
    .orderBy(asc(groups.sortOrder), asc(groups.code))
    .then((rows) => rows.map((row) => row.footer));
}

/**
 * The version of each term in effect today (Asia/Seoul, the site's time zone): the highest
 * version whose effective date has come, in the terms' order.
 */
export async function findTermsInEffect(db: Db): Promise<TermsRow[]> {
  const latest = await db
    .selectDistinctOn([terms.termsCode])
    .from(terms)
    .where(lte(terms.effectiveDate, sql`(now() at time zone 'Asia/Seoul')::date`))
    .orderBy(asc(terms.termsCode), desc(terms.version));
  return latest.sort((a, b) => a.sortOrder - b.sortOrder || a.idx - b.idx);
}

export async function findStatistics(db: Db): Promise<StatisticsRow | undefined> {
  const [row] = await db.select().from(statistics).limit(1);
  return row;
}

/** How many centres the firm runs (groups under a centre parent), for the strength counts. */
export function countCenters(db: Db): Promise<number> {
  return db.$count(groups, isNotNull(groups.parentCode));
}

export function findStrengths(db: Db): Promise<StrengthRow[]> {
  return db.select().from(strengths).orderBy(asc(strengths.sortOrder), asc(strengths.idx));
}

export function findRegionsWithOffices(db: Db): Promise<(RegionRow & { offices: OfficeRow[] })[]> {
  return db.query.regions.findMany({
    orderBy: [asc(regions.sortOrder), asc(regions.key)],
    with: { offices: { orderBy: [asc(offices.sortOrder), asc(offices.key)] } },
  });
}

export function findPartnerLogos(db: Db): Promise<PartnerLogoRow[]> {
  return db.select().from(partnerLogos).orderBy(asc(partnerLogos.sortOrder), asc(partnerLogos.idx));
}

export async function findHomeLanding(
  db: Db,
): Promise<{ hashTags: HomeHashTagRow[]; linkCards: HomeLinkCardRow[] }> {
  const [hashTags, linkCards] = await Promise.all([
    db.select().from(homeHashTags).orderBy(asc(homeHashTags.sortOrder), asc(homeHashTags.idx)),
    db.select().from(homeLinkCards).orderBy(asc(homeLinkCards.sortOrder), asc(homeLinkCards.idx)),
  ]);
  return { hashTags, linkCards };
}

export async function findGroup(db: Db, code: string): Promise<GroupRow | undefined> {
  const [group] = await db.select().from(groups).where(eq(groups.code, code));
  return group;
}

export async function findGroupByCodeDesc(db: Db, codeDesc: string): Promise<GroupRow | undefined> {
  const [group] = await db.select().from(groups).where(eq(groups.codeDesc, codeDesc));
  return group;
}

/** The codes of the categories a centre groups (its children). */
export async function findChildCodes(db: Db, groupCode: string): Promise<string[]> {
  const rows = await db
    .select({ code: groupChildren.code })
    .from(groupChildren)
    .where(eq(groupChildren.groupCode, groupCode))
    .orderBy(asc(groupChildren.sortOrder), asc(groupChildren.code));
  return rows.map((row) => row.code);
}

/** The case fields of the given categories (all of them when `groupCodes` is undefined). */
export function findCaseTypes(
  db: Db,
  groupCodes: readonly string[] | undefined,
): Promise<Array<CaseTypeRow & { groupName: string }>> {
  return db
    .select({ caseType: caseTypes, groupName: groups.codeName })
    .from(caseTypes)
    .innerJoin(groups, eq(groups.code, caseTypes.groupCode))
    .where(groupCodes === undefined ? undefined : inArray(caseTypes.groupCode, [...groupCodes]))
    .orderBy(asc(groups.sortOrder), asc(caseTypes.sortOrder), asc(caseTypes.typeIdx))
    .then((rows) => rows.map((row) => ({ ...row.caseType, groupName: row.groupName })));
}
