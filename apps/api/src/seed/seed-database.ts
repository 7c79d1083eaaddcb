// Writes all seed data in one transaction, parents before children. Idempotent: rows are upserted
// by their fixed ids, so a second run changes nothing and an edited row returns to its seed
// value — except the columns the running product owns (FAQ hit counts, members' own rows).
import type { Db } from '../db/create-database';
import { upsertGroups } from '../db/group-queries';
import { findChosenPasswordHashes } from '../db/queries/chat-operator-queries';
import {
  articleContents,
  articleLawyers,
  articleLinks,
  articles,
  articleTemplates,
  cases,
  caseTypes,
  centerFooters,
  chatChannels,
  chatOperators,
  chatWorkflowObjects,
  chatWorkflows,
  faqEntries,
  faqGroups,
  homeHashTags,
  homeLinkCards,
  lawyers,
  members,
  offices,
  partnerLogos,
  regions,
  statistics,
  strengths,
  terms,
  topBanners,
} from '../db/schema';
import { syncIdentity, upsertRows } from '../db/seed-queries';
import { DEFAULT_PUBLIC_URL } from '../settings';
import { ARTICLE_SEED, buildArticleSeed } from './article-seed';
import { BANNER_SEED, buildBannerSeed } from './banner-seed';
import { CASE_TYPE_SEED } from './case-type-seed';
import { CHAT_CHANNEL_SEED } from './chat-seed';
import { FAQ_SEED } from './faq-seed';
import { buildGroupSeed, GROUP_SEED } from './group-seed';
import { LAWYER_SEED } from './lawyer-seed';
import { buildMemberSeed, MEMBER_SEED } from './member-seed';
import { buildOfficeSeed, OFFICE_SEED } from './office-seed';
import { DEMO_OPERATOR_PASSWORD, OPERATOR_SEED, operatorSeedRows } from './operator-seed';
import { buildSiteContentSeed, SITE_CONTENT_SEED } from './site-content-seed';
import { siteLinks } from './site-links';
import { STATISTICS_SEED } from './statistics-seed';
import { STRENGTH_SEED } from './strength-seed';
import { buildTermSeed, TERM_SEED } from './term-seed';
import { buildWorkflowSeed, WORKFLOW_SEED, workflowSteps } from './workflow-seed';

/** How many rows of each kind the seed holds. */
export interface SeedReport {
  groups: number;
  groupChildren: number;
  faqGroups: number;
  faqEntries: number;
  caseTypes: number;
  lawyers: number;
  articles: number;
  articleTemplates: number;
  articleContents: number;
  articleLinks: number;
  articleLawyers: number;
  strengths: number;
  statistics: number;
  regions: number;
  offices: number;
  terms: number;
  partnerLogos: number;
  homeHashTags: number;
  homeLinkCards: number;
  centerFooters: number;
  topBanners: number;
  members: number;
  cases: number;
  chatChannels: number;
  chatWorkflows: number;
  chatWorkflowObjects: number;
  chatOperators: number;
}

export const SEED_REPORT: SeedReport = {
  groups: GROUP_SEED.groups.length,
  groupChildren: GROUP_SEED.children.length,
  faqGroups: FAQ_SEED.groups.length,
  faqEntries: FAQ_SEED.entries.length,
  caseTypes: CASE_TYPE_SEED.length,
  lawyers: LAWYER_SEED.length,
  articles: ARTICLE_SEED.articles.length,
  articleTemplates: ARTICLE_SEED.templates.length,
  articleContents: ARTICLE_SEED.contents.length,
  articleLinks: ARTICLE_SEED.links.length,
  articleLawyers: ARTICLE_SEED.lawyers.length,
  strengths: STRENGTH_SEED.length,
  statistics: 1,
  regions: OFFICE_SEED.regions.length,
  offices: OFFICE_SEED.offices.length,
  terms: TERM_SEED.length,
  partnerLogos: SITE_CONTENT_SEED.partnerLogos.length,
  homeHashTags: SITE_CONTENT_SEED.homeHashTags.length,
  homeLinkCards: SITE_CONTENT_SEED.homeLinkCards.length,
  centerFooters: SITE_CONTENT_SEED.centerFooters.length,
  topBanners: BANNER_SEED.length,
  members: MEMBER_SEED.members.length,
  cases: MEMBER_SEED.cases.length,
  chatChannels: CHAT_CHANNEL_SEED.length,
  chatWorkflows: WORKFLOW_SEED.workflows.length,
  chatWorkflowObjects: WORKFLOW_SEED.objects.length,
  chatOperators: OPERATOR_SEED.length,
};

export interface SeedOptions {
  /** The seeded operators' password; null: they cannot sign in (production without one). */
  operatorPassword?: string | null;
  /** The site's public origin (PUBLIC_URL), which every seeded link and address is built from. */
  siteOrigin?: string;
}

/** Writes the seed data; idempotent, so `seed` can run before every start. */
export async function seedDatabase(
  db: Db,
  { operatorPassword = DEMO_OPERATOR_PASSWORD, siteOrigin = DEFAULT_PUBLIC_URL }: SeedOptions = {},
): Promise<SeedReport> {
  const operators = await operatorSeedRows(operatorPassword);
  const links = siteLinks(siteOrigin);
  const groupSeed = buildGroupSeed(links);
  const articleSeed = buildArticleSeed(links);
  const officeSeed = buildOfficeSeed(links);
  const siteContentSeed = buildSiteContentSeed(links);
  const bannerSeed = buildBannerSeed(links);
  const memberSeed = buildMemberSeed(links);
  const workflowSeed = buildWorkflowSeed(workflowSteps(links));
  await db.transaction(async (tx) => {
    await upsertGroups(tx, groupSeed.groups, groupSeed.children);

    await upsertRows(tx, faqGroups, FAQ_SEED.groups, { target: faqGroups.code });
    await upsertRows(tx, faqEntries, FAQ_SEED.entries, {
      target: faqEntries.idx,
      keep: [faqEntries.hit],
    });
    await upsertRows(tx, caseTypes, CASE_TYPE_SEED, { target: caseTypes.typeIdx });
    await upsertRows(tx, lawyers, LAWYER_SEED, { target: lawyers.idx });

    await upsertRows(tx, articles, articleSeed.articles, { target: articles.idx });
    await upsertRows(tx, articleTemplates, articleSeed.templates, {
      target: articleTemplates.idx,
    });
    await upsertRows(tx, articleContents, articleSeed.contents, { target: articleContents.idx });
    await upsertRows(tx, articleLinks, articleSeed.links, { target: articleLinks.idx });
    await upsertRows(tx, articleLawyers, articleSeed.lawyers, {
      target: [articleLawyers.articleIdx, articleLawyers.lawyerIdx],
    });

    await upsertRows(tx, strengths, STRENGTH_SEED, { target: strengths.idx });
    await upsertRows(tx, statistics, [STATISTICS_SEED], { target: statistics.id });
    await upsertRows(tx, regions, officeSeed.regions, { target: regions.key });
    await upsertRows(tx, offices, officeSeed.offices, { target: offices.key });
    await upsertRows(tx, terms, buildTermSeed(links), { target: terms.idx });
    await upsertRows(tx, partnerLogos, siteContentSeed.partnerLogos, {
      target: partnerLogos.idx,
    });
    await upsertRows(tx, homeHashTags, siteContentSeed.homeHashTags, {
      target: homeHashTags.idx,
    });
    await upsertRows(tx, homeLinkCards, siteContentSeed.homeLinkCards, {
      target: homeLinkCards.idx,
    });
    await upsertRows(tx, centerFooters, siteContentSeed.centerFooters, {
      target: centerFooters.groupCode,
    });
    await upsertRows(tx, topBanners, bannerSeed, { target: topBanners.idx });

    // A demo member's own edits (sign-up answers) survive a re-seed; a withdrawn demo member
    // comes back. Their cases are the firm's records and return to the seed values.
    await upsertRows(tx, members, memberSeed.members, { target: members.id, doNothing: true });
    await upsertRows(tx, cases, memberSeed.cases, { target: cases.idx });
    await upsertRows(tx, chatChannels, CHAT_CHANNEL_SEED, {
      target: chatChannels.channelNumber,
      keep: [chatChannels.createdAt],
    });
    await upsertRows(tx, chatWorkflows, workflowSeed.workflows, {
      target: chatWorkflows.workFlowNumber,
    });
    await upsertRows(tx, chatWorkflowObjects, workflowSeed.objects, {
      target: chatWorkflowObjects.objectNumber,
    });
    // The password follows the setting on every seed (null in production without one), unless
    // the operator chose their own (POST /chatops/password): a restart must not undo that.
    const chosen = await findChosenPasswordHashes(tx);
    await upsertRows(
      tx,
      chatOperators,
      operators.map((row) =>
        chosen.has(row.loginId) ? { ...row, passwordHash: chosen.get(row.loginId) } : row,
      ),
      {
        target: chatOperators.operatorId,
        keep: [chatOperators.createdAt, chatOperators.passwordChangedAt],
      },
    );

    for (const [table, column] of [
      [faqEntries, faqEntries.idx],
      [caseTypes, caseTypes.typeIdx],
      [lawyers, lawyers.idx],
      [articles, articles.idx],
      [articleTemplates, articleTemplates.idx],
      [articleContents, articleContents.idx],
      [articleLinks, articleLinks.idx],
      [strengths, strengths.idx],
      [terms, terms.idx],
      [partnerLogos, partnerLogos.idx],
      [homeHashTags, homeHashTags.idx],
      [homeLinkCards, homeLinkCards.idx],
      [topBanners, topBanners.idx],
      [cases, cases.idx],
      [chatChannels, chatChannels.channelNumber],
      [chatWorkflows, chatWorkflows.workFlowNumber],
      [chatWorkflowObjects, chatWorkflowObjects.objectNumber],
      [chatOperators, chatOperators.operatorId],
    ] as const) {
      await syncIdentity(tx, table, column);
    }
  });
  return SEED_REPORT;
}
