import { INTEGRATED_SEARCH_PATH, integratedSearchResponseSchema } from '@lawfirm/api-client/site';
import { PLAIN_TEXT_MESSAGE, SEARCH_MAX_LENGTH } from '@lawfirm/api-client';
import { expect, it } from 'vitest';

import { ARTICLE_SEED } from '../seed/article-seed';
import { CASE_TYPE_SEED } from '../seed/case-type-seed';
import { FAQ_SEED } from '../seed/faq-seed';
import { GROUP_KIND, GROUP_SEED } from '../seed/group-seed';
import { LAWYER_SEED } from '../seed/lawyer-seed';
import { SITE_CONTENT_SEED } from '../seed/site-content-seed';
import { expectRefused } from '../test-support/bad-input';
import type { BadInput } from '../test-support/bad-input';
import { useSeededApp } from '../test-support/seeded-app';
import { describeOnEachDatabase } from '../test-support/test-databases';

const get = (url: string) => ({ method: 'GET' as const, url });
const searchUrl = (query: Record<string, string>) =>
  `${INTEGRATED_SEARCH_PATH}?${new URLSearchParams(query).toString()}`;

/** A word that finds something in every tab: 상속 (inheritance) is in lawyers, articles and Q&A. */
const WORD = '상속';
const containsWord =
  (word: string) =>
  (...texts: (string | null | undefined)[]) =>
    texts.some((text) => text?.toLowerCase().includes(word.toLowerCase()));
const has = containsWord(WORD);

// What each tab searches (db/queries/keyword-search.ts): besides its own texts, the name of the
// field (or centre) an entry is filed under and an article's case type.
const groupName = (code: string | null | undefined) =>
  GROUP_SEED.groups.find((group) => group.code === code)?.codeName;
const faqGroupName = (code: string) =>
  FAQ_SEED.groups.find((group) => group.code === code)?.codeName;
const caseTypeName = (typeIdx: number | null | undefined) =>
  CASE_TYPE_SEED.find((type) => type.typeIdx === typeIdx)?.tagTitle;
type LawyerSeed = (typeof LAWYER_SEED)[number];
type ArticleSeed = (typeof ARTICLE_SEED.articles)[number];
type FaqSeed = (typeof FAQ_SEED.entries)[number];
const searchedTexts = {
  lawyer: (row: LawyerSeed) => [row.lawyerName, groupName(row.groupCode), row.position, row.intro],
  article: (row: ArticleSeed) => [
    row.title,
    groupName(row.groupCode),
    caseTypeName(row.typeIdx),
    row.intro,
  ],
  faq: (row: FaqSeed) => [row.question, faqGroupName(row.code), row.keyword, row.questionContents],
};

const expected = {
  lawyer: LAWYER_SEED.filter((row) => has(...searchedTexts.lawyer(row))).length,
  success: ARTICLE_SEED.articles.filter(
    (row) => row.kind === 'success' && has(...searchedTexts.article(row)),
  ).length,
  info: ARTICLE_SEED.articles.filter(
    (row) => row.kind === 'info' && has(...searchedTexts.article(row)),
  ).length,
  faq: FAQ_SEED.entries.filter((row) => has(...searchedTexts.faq(row))).length,
};

describeOnEachDatabase('content: integrated search', (getDatabase) => {
  const getApp = useSeededApp(getDatabase);
  const search = async (query: Record<string, string>) => {
    const response = await getApp().inject(get(searchUrl(query)));
    expect(response.statusCode).toBe(200);
    return integratedSearchResponseSchema.parse(response.json()).data;
  };

  it('counts every tab and fills every list under 전체', async () => {
    for (const count of Object.values(expected)) expect(count).toBeGreaterThan(0);
    const data = await search({ keyword: ` ${WORD} `, pageSize: '3' });

    expect(data.keyword).toBe(WORD);
    expect(data.tab).toBe('전체');
    expect(data.counts).toEqual({
      all: expected.lawyer + expected.success + expected.info + expected.faq,
      ...expected,
    });
    expect(data.lawyerList).toHaveLength(Math.min(3, expected.lawyer));
    expect(data.successList).toHaveLength(Math.min(3, expected.success));
    expect(data.infoList).toHaveLength(Math.min(3, expected.info));
    expect(data.faqList).toHaveLength(Math.min(3, expected.faq));
    for (const item of data.faqList) {
      const entry = FAQ_SEED.entries.find((row) => row.idx === item.idx);
      expect(entry && has(...searchedTexts.faq(entry))).toBe(true);
    }
  });

  it('fills only the chosen tab, at the page asked, and still counts all', async () => {
    const first = await search({ keyword: WORD, tab: '법률Q&A', pageSize: '2' });
    expect(first.tab).toBe('법률Q&A');
    expect(first.counts.faq).toBe(expected.faq);
    expect(first.counts.lawyer).toBe(expected.lawyer);
    expect(first).toMatchObject({ lawyerList: [], successList: [], infoList: [] });
    expect(first.faqList).toHaveLength(Math.min(2, expected.faq));

    const second = await search({ keyword: WORD, tab: '법률Q&A', pageSize: '2', pageNumber: '2' });
    expect(second.faqList.map((item) => item.idx)).not.toContain(first.faqList[0]?.idx);

    const lawyers = await search({ keyword: WORD, tab: '변호사' });
    expect(lawyers.lawyerList).toHaveLength(expected.lawyer);
    expect(lawyers.faqList).toEqual([]);
  });

  it("searches a centre's own lawyers, articles and Q&A with its code (site.md §1)", async () => {
    // The family centre (CT0032) groups divorce and inheritance (CT0005, CT0006), the digital
    // forensics centre (CT0023) digital forensics and evidence (CT0029, CT0015).
    const centres = { CT0032: ['CT0005', 'CT0006'], CT0023: ['CT0029', 'CT0015'] };
    for (const [centre, categories] of Object.entries(centres)) {
      const within = (code: string | null | undefined) => categories.includes(code ?? '');
      const own = {
        lawyer: LAWYER_SEED.filter(
          (row) =>
            (row.groupCode === centre || within(row.groupCode)) &&
            has(...searchedTexts.lawyer(row)),
        ).length,
        success: ARTICLE_SEED.articles.filter(
          (row) =>
            row.kind === 'success' && within(row.groupCode) && has(...searchedTexts.article(row)),
        ).length,
        info: ARTICLE_SEED.articles.filter(
          (row) =>
            row.kind === 'info' && within(row.groupCode) && has(...searchedTexts.article(row)),
        ).length,
        faq: FAQ_SEED.entries.filter((row) => within(row.code) && has(...searchedTexts.faq(row)))
          .length,
      };
      const found = await search({ keyword: WORD, center: centre });
      expect(found.counts, centre).toEqual({
        all: own.lawyer + own.success + own.info + own.faq,
        ...own,
      });
    }
    // Inheritance is the family centre's field: the forensic centre finds less than the firm.
    const forensic = await search({ keyword: WORD, center: 'CT0023' });
    expect(forensic.counts.faq).toBeLessThan(expected.faq);
    // A centre no group list names finds nothing; a malformed one is refused below.
    expect((await search({ keyword: WORD, center: 'CT0099' })).counts.all).toBe(0);
  });

  it('finds words in any order, a middle dot read as a space, inside field names', async () => {
    // /success/23 is filed under 음주운전·교통사고: its field's name holds both words.
    const traffic = await search({ keyword: '교통사고', tab: '성공사례', pageSize: '50' });
    expect(traffic.successList.map((item) => item.idx)).toContain(23);
    const counts = await Promise.all(
      ['음주·교통사고', '음주 교통사고', '교통사고 음주', ' 음주  교통사고 '].map(
        async (keyword) => (await search({ keyword })).counts,
      ),
    );
    expect(counts[0]?.all).toBeGreaterThan(0);
    for (const count of counts) expect(count).toEqual(counts[0]);
    // Every word must be found: a second word nothing holds leaves nothing.
    expect((await search({ keyword: '교통사고 존재하지않는단어' })).counts.all).toBe(0);
  });

  it('finds something for every featured keyword and every field name', async () => {
    const keywords = [
      ...SITE_CONTENT_SEED.homeHashTags.map((tag) => tag.keyword),
      ...GROUP_SEED.groups
        .filter((group) => group.gubun === GROUP_KIND.field)
        .map((group) => group.codeName),
    ];
    expect(keywords.length).toBeGreaterThan(25);
    for (const keyword of keywords) {
      expect((await search({ keyword })).counts.all, keyword).toBeGreaterThan(0);
    }
  });

  it('ranks an entry whose title holds the word above one that holds it elsewhere', async () => {
    const { faqList, counts } = await search({ keyword: WORD, tab: '법률Q&A', pageSize: '50' });
    const inTitle = faqList.map((item) => has(item.question));
    expect(inTitle).toContain(true);
    expect(inTitle).toContain(false);
    // Every title that holds the word comes before the first that does not.
    expect(inTitle.indexOf(false)).toBeGreaterThan(inTitle.lastIndexOf(true));
    expect(faqList).toHaveLength(counts.faq);
  });

  it('finds nothing for a blank keyword or one nothing contains', async () => {
    for (const keyword of ['', '   ', '존재하지않는단어']) {
      const data = await search({ keyword });
      expect(data.counts).toEqual({ all: 0, lawyer: 0, success: 0, info: 0, faq: 0 });
      expect([...data.lawyerList, ...data.successList, ...data.infoList, ...data.faqList]).toEqual(
        [],
      );
    }
  });

  it.each<BadInput>([
    { name: 'a missing keyword', request: get(INTEGRATED_SEARCH_PATH), path: 'keyword' },
    {
      name: 'a malformed centre code',
      request: get(searchUrl({ keyword: WORD, center: 'family' })),
      path: 'center',
    },
    {
      name: 'a keyword too long',
      request: get(searchUrl({ keyword: '가'.repeat(SEARCH_MAX_LENGTH + 1) })),
      path: 'keyword',
    },
    {
      name: 'a keyword with a script',
      request: get(searchUrl({ keyword: '<script>alert(1)' })),
      path: 'keyword',
      message: PLAIN_TEXT_MESSAGE,
    },
    {
      name: 'a keyword with a closing tag',
      request: get(searchUrl({ keyword: '상속</a>' })),
      path: 'keyword',
      message: PLAIN_TEXT_MESSAGE,
    },
    {
      name: 'two keywords',
      request: get(`${INTEGRATED_SEARCH_PATH}?keyword=a&keyword=b`),
      path: 'keyword',
    },
    { name: 'an unknown tab', request: get(searchUrl({ keyword: WORD, tab: 'all' })), path: 'tab' },
    {
      name: 'a tab with markup',
      request: get(searchUrl({ keyword: WORD, tab: '<b>전체</b>' })),
      path: 'tab',
    },
    {
      name: 'a page of text',
      request: get(searchUrl({ keyword: WORD, pageNumber: 'next' })),
      path: 'pageNumber',
    },
    {
      name: 'a page size too large',
      request: get(searchUrl({ keyword: WORD, pageSize: '500' })),
      path: 'pageSize',
    },
  ])('refuses $name', async (input) => {
    await expectRefused(getApp(), getDatabase().db, input);
  });
});
