// The centres' own sites (served by hostname, each group's `domain`) read their content the way
// the site reads it, through the services behind the routes: call #1 for the centre and its
// categories (children), the Q&A list of each category, call #17 for its case fields, the info
// and success lists of each category with the articles' lawyers, and the lawyer list by the
// centre's code. Each centre must have enough of its own, shared with no other centre.
import { centerHasSubPages } from '@lawfirm/api-client/site';
import type { Center } from '@lawfirm/api-client/site';
import { expect, it } from 'vitest';

import type { ArticleKind } from '../db/constants';
import type { Db } from '../db/create-database';
import { listCenters } from '../services/center-service';
import { getInfoDetail, getSuccessDetail, listArticles } from '../services/content-article-service';
import { listFaqs } from '../services/content-faq-service';
import { listGroupFields } from '../services/content-field-service';
import { listLawyers } from '../services/content-site-service';
import { useSeedBeforeEach } from '../test-support/seed-restore';
import { describeOnEachDatabase } from '../test-support/test-databases';

/** Larger than any seeded list, so one page holds it all. */
const ALL = { pageNumber: 1, pageSize: 100 } as const;

async function faqIdxsOf(db: Db, codeDesc: string): Promise<number[]> {
  const idxs: number[] = [];
  for (let pageNumber = 1; ; pageNumber += 1) {
    const page = await listFaqs(db, { pageNumber, code_desc: codeDesc });
    if (page.list.length === 0) return idxs;
    idxs.push(...page.list.map((item) => item.idx));
  }
}

async function lawyersShownWith(db: Db, kind: ArticleKind, idx: number): Promise<number[]> {
  const detail = kind === 'info' ? await getInfoDetail(db, idx) : await getSuccessDetail(db, idx);
  return detail?.lawyerData.map((lawyer) => lawyer.idx) ?? [];
}

/** What a centre's site shows: its Q&A, articles (with their case fields) and lawyers. */
async function contentOf(db: Db, center: Center, groups: Center[]) {
  const categories = center.children.map((child) =>
    groups.find((group) => group.code === child.code),
  );
  const faqs: number[] = [];
  const articles: { kind: ArticleKind; idx: number; typeIdx: number | null }[] = [];
  for (const category of categories) {
    expect(category, center.code).toBeDefined();
    if (!category) continue;
    faqs.push(...(await faqIdxsOf(db, category.code_desc)));
    for (const kind of ['info', 'success'] as const) {
      const page = await listArticles(db, kind, { ...ALL, group_code: category.code });
      articles.push(...page.list.map((item) => ({ kind, idx: item.idx, typeIdx: item.type_idx })));
    }
  }
  const fields = new Set((await listGroupFields(db, center.code)).map((field) => field.type_idx));
  const lawyers = (await listLawyers(db, { ...ALL, group_code: center.code })).list;
  const shown = new Set<number>();
  for (const article of articles) {
    for (const idx of await lawyersShownWith(db, article.kind, article.idx)) shown.add(idx);
  }
  return { faqs, articles, fields, lawyers, shown };
}

describeOnEachDatabase('the centres’ own sites', (getDatabase) => {
  useSeedBeforeEach(getDatabase);

  const centresWithSites = async () => {
    const groups = await listCenters(getDatabase().db);
    return { groups, sites: groups.filter((group) => group.domain !== null) };
  };

  it('give each centre at least 6 Q&A, 4 articles and 3 lawyers of its own', async () => {
    const { db } = getDatabase();
    const { groups, sites } = await centresWithSites();
    expect(sites.length).toBeGreaterThanOrEqual(4);

    const seen = {
      faqs: new Set<number>(),
      articles: new Set<number>(),
      lawyers: new Set<number>(),
    };
    for (const center of sites) {
      const content = await contentOf(db, center, groups);
      expect(content.faqs.length, center.code).toBeGreaterThanOrEqual(6);
      expect(content.articles.length, center.code).toBeGreaterThanOrEqual(4);
      expect(new Set(content.articles.map((article) => article.kind)), center.code).toEqual(
        new Set(['info', 'success']),
      );
      // Filed under the centre's case fields, as call #17 lists them.
      for (const article of content.articles) {
        expect(content.fields.has(article.typeIdx ?? -1), `${center.code} ${article.idx}`).toBe(
          true,
        );
      }
      expect(content.lawyers.length, center.code).toBeGreaterThanOrEqual(3);
      for (const lawyer of content.lawyers) {
        expect(lawyer.group_code).toBe(center.code);
        expect(content.shown.has(lawyer.idx), `${center.code} ${lawyer.lawyer_name}`).toBe(true);
      }

      // Distinct: nothing one centre shows as its own belongs to another.
      for (const [key, idxs] of [
        ['faqs', content.faqs],
        ['articles', content.articles.map((article) => article.idx)],
        ['lawyers', content.lawyers.map((lawyer) => lawyer.idx)],
      ] as const) {
        for (const idx of idxs) {
          expect(seen[key].has(idx), `${center.code} ${key} ${idx}`).toBe(false);
          seen[key].add(idx);
        }
      }
    }
  });

  it('leave exactly one centre with a site without sub pages, which still names its categories', async () => {
    const { sites } = await centresWithSites();

    const single = sites.filter((center) => !centerHasSubPages(center));

    expect(single.map((center) => center.code)).toEqual(['CT0028']);
    expect(single[0]?.children.length).toBeGreaterThan(0);
  });
});
