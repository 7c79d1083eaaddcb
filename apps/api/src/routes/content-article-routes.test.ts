import {
  apiErrorBodySchema,
  DEFAULT_LIST_PAGE_SIZE,
  fillPath,
  GROUP_CODE_PATTERN,
  MAX_PAGE_SIZE,
  PLAIN_TEXT_MESSAGE,
} from '@lawfirm/api-client';
import {
  articleListResponseSchema,
  INFO_DETAIL_PATH,
  INFO_LIST_PATH,
  infoDetailResponseSchema,
  SUCCESS_DETAIL_PATH,
  SUCCESS_LIST_PATH,
  successDetailResponseSchema,
} from '@lawfirm/api-client/site';
import { describe, expect, it } from 'vitest';

import { DEFAULT_CENTER_CODE, GROUP_TOP_LAWYER_COUNT } from '../constants';
import type { ArticleKind } from '../db/constants';
import type { NewArticleRow } from '../db/schema';
import { ARTICLE_SEED } from '../seed/article-seed';
import { LAWYER_SEED } from '../seed/lawyer-seed';
import { STATISTICS_SEED } from '../seed/statistics-seed';
import { expectRefused } from '../test-support/bad-input';
import type { BadInput } from '../test-support/bad-input';
import { useSeededApp } from '../test-support/seeded-app';
import { describeOnEachDatabase } from '../test-support/test-databases';
import { NOT_FOUND_MESSAGES } from './content-not-found';

const get = (url: string) => ({ method: 'GET' as const, url });

const listOrder = (kind: ArticleKind) =>
  ARTICLE_SEED.articles
    .filter((article) => article.kind === kind)
    .sort(
      (a, b) =>
        (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0) ||
        (b.idx ?? 0) - (a.idx ?? 0),
    );
const idxs = (rows: { idx?: number }[]) => rows.map((row) => row.idx);
const templatesOf = (idx: number) =>
  ARTICLE_SEED.templates
    .filter((row) => row.articleIdx === idx)
    .sort((a, b) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0));
const lawyerCount = (idx: number) =>
  ARTICLE_SEED.lawyers.filter((row) => row.articleIdx === idx).length;

describeOnEachDatabase('content: articles', (getDatabase) => {
  const getApp = useSeededApp(getDatabase);
  const read = async (url: string) => {
    const response = await getApp().inject(get(url));
    expect(response.statusCode, url).toBe(200);
    return response.json<unknown>();
  };

  describe.each([
    ['info', INFO_LIST_PATH],
    ['success', SUCCESS_LIST_PATH],
  ] as const)('%s list', (kind, path) => {
    const ordered = listOrder(kind);
    const page = async (query: string) =>
      articleListResponseSchema.parse(await read(`${path}?${query}`)).data;

    it('pages the articles of its kind by 12, newest first', async () => {
      const first = await page('');
      expect(first.totalCount).toBe(ordered.length);
      expect(idxs(first.list)).toEqual(idxs(ordered.slice(0, DEFAULT_LIST_PAGE_SIZE)));
      const second = await page('pageNumber=2&pageSize=4');
      expect(idxs(second.list)).toEqual(idxs(ordered.slice(4, 8)));
    });

    it('filters by category and by keyword in title or intro', async () => {
      const sample = ordered[3] as NewArticleRow;
      const inGroup = ordered.filter((article) => article.groupCode === sample.groupCode);
      const byGroup = await page(`group_code=${sample.groupCode}`);
      expect(idxs(byGroup.list)).toEqual(idxs(inGroup.slice(0, DEFAULT_LIST_PAGE_SIZE)));
      expect(byGroup.list[0]?.group_name.length).toBeGreaterThan(0);

      const word = sample.title.split(/[ ,]/)[0] ?? '';
      const matching = ordered.filter(
        (article) => article.title.includes(word) || article.intro.includes(word),
      );
      const byKeyword = await page(`keyword=${encodeURIComponent(word)}`);
      expect(byKeyword.totalCount).toBe(matching.length);
      expect(idxs(byKeyword.list)).toContain(sample.idx);

      expect(await page('group_code=CT9999')).toEqual({ list: [], totalCount: 0 });
    });

    it("lists only a centre's own categories by its group code (site.md §1 group sites)", async () => {
      // The family centre (CT0032) groups divorce (CT0005) and inheritance (CT0006).
      const family = ordered.filter((article) => ['CT0005', 'CT0006'].includes(article.groupCode));
      expect(family.length).toBeGreaterThan(0);
      const byCentre = await page('center=CT0032&pageSize=50');
      expect(byCentre.totalCount).toBe(family.length);
      expect(idxs(byCentre.list)).toEqual(idxs(family.slice(0, 50)));
      // With a category: its articles only if the centre groups it.
      const divorce = family.filter((article) => article.groupCode === 'CT0005');
      expect((await page('center=CT0032&group_code=CT0005')).totalCount).toBe(divorce.length);
      expect(await page('center=CT0032&group_code=CT0029')).toEqual({ list: [], totalCount: 0 });
      expect(await page('center=CT0099')).toEqual({ list: [], totalCount: 0 });
    });

    it.each<BadInput>([
      {
        name: 'a malformed group code',
        request: get(`${path}?group_code=corp`),
        path: 'group_code',
      },
      {
        name: 'a malformed centre code',
        request: get(`${path}?center=forensic`),
        path: 'center',
      },
      {
        name: 'a group code with markup',
        request: get(`${path}?group_code=${encodeURIComponent('<svg onload=x>')}`),
        path: 'group_code',
      },
      {
        name: 'a keyword with a script',
        request: get(`${path}?keyword=${encodeURIComponent('<script>x</script>')}`),
        path: 'keyword',
        message: PLAIN_TEXT_MESSAGE,
      },
      {
        name: 'a keyword too long',
        request: get(`${path}?keyword=${'a'.repeat(21)}`),
        path: 'keyword',
      },
      { name: 'a page of text', request: get(`${path}?pageNumber=first`), path: 'pageNumber' },
      { name: 'page size 0', request: get(`${path}?pageSize=0`), path: 'pageSize' },
      {
        name: 'a page size above the maximum',
        request: get(`${path}?pageSize=${MAX_PAGE_SIZE + 1}`),
        path: 'pageSize',
      },
    ])('refuses $name', async (input) => {
      await expectRefused(getApp(), getDatabase().db, input);
    });
  });

  describe('info detail', () => {
    const ordered = listOrder('info');

    it('answers the article data of spec §3 with prevPost (older) and nextPost (newer)', async () => {
      const [newer, article, older] = ordered;
      const idx = article?.idx ?? 0;
      const { data } = infoDetailResponseSchema.parse(
        await read(fillPath(INFO_DETAIL_PATH, { idx })),
      );

      expect(data).toMatchObject({ idx, title: article?.title, group_code: article?.groupCode });
      expect(data.template.map((row) => row.idx)).toEqual(idxs(templatesOf(idx)));
      expect(data.template[0]?.tag).toBe('h1');
      expect(data.h2List).toEqual(
        data.template
          .filter((row) => row.tag === 'h2')
          .map((row) => ({ idx: row.idx, tag_title: row.tag_title })),
      );
      for (const row of data.template.filter((template) => template.tag === 'h3')) {
        expect(data.h2List.map((h2) => h2.idx)).toContain(row.parent);
      }
      const templateIdxs = new Set(data.template.map((row) => row.idx));
      for (const content of data.contentsList)
        expect(templateIdxs.has(content.template_idx)).toBe(true);
      for (const link of [
        ...data.referenceLinkList,
        ...data.newsLinkList,
        ...data.shortsLinkList,
        ...data.youtubeLinkList,
      ]) {
        expect(templateIdxs.has(link.tag_idx)).toBe(true);
      }
      expect(data.faqElementMaxCountInContents).toBe(
        Math.max(...templatesOf(idx).map((row) => row.faqCount ?? 0)),
      );
      expect(data.imgData).toBeNull();
      expect(data.initialData).toMatchObject({
        pro_count: STATISTICS_SEED.proCount,
        experience_cnt: STATISTICS_SEED.experienceCnt,
      });
      expect(data.initialData.centerCount).toBeGreaterThan(0);
      expect(data.prevPost).toEqual({
        pathname: `/info/${older?.idx}`,
        idx: older?.idx,
        title: older?.title,
      });
      expect(data.nextPost).toEqual({
        pathname: `/info/${newer?.idx}`,
        idx: newer?.idx,
        title: newer?.title,
      });

      const newest = infoDetailResponseSchema.parse(
        await read(fillPath(INFO_DETAIL_PATH, { idx: newer?.idx ?? 0 })),
      );
      expect(newest.data.nextPost).toBeNull();
      const oldest = infoDetailResponseSchema.parse(
        await read(fillPath(INFO_DETAIL_PATH, { idx: ordered.at(-1)?.idx ?? 0 })),
      );
      expect(oldest.data.prevPost).toBeNull();
    });

    it('answers the sidebar: own lawyers, the group top ten, other fields, success cases', async () => {
      const article = ordered.find((row) => lawyerCount(row.idx ?? 0) > 6) as NewArticleRow;
      const { data } = infoDetailResponseSchema.parse(
        await read(fillPath(INFO_DETAIL_PATH, { idx: article.idx ?? 0 })),
      );

      expect(data.lawyerData.map((lawyer) => lawyer.idx)).toEqual(
        ARTICLE_SEED.lawyers
          .filter((row) => row.articleIdx === article.idx)
          .sort((a, b) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0))
          .map((row) => row.lawyerIdx),
      );
      const top = data.groupTopTenLawyerList;
      expect(top.length).toBeLessThanOrEqual(GROUP_TOP_LAWYER_COUNT);
      const own = LAWYER_SEED.filter((lawyer) => lawyer.groupCode === article.groupCode);
      expect(top.slice(0, own.length).map((lawyer) => lawyer.group_code)).toEqual(
        own.map(() => article.groupCode),
      );
      for (const lawyer of top.slice(own.length))
        expect(lawyer.group_code).toBe(DEFAULT_CENTER_CODE);

      const fieldCodes = data.fieldData.map((field) => field.link);
      expect(fieldCodes).not.toContain(`/info?group_code=${article.groupCode}`);
      expect(data.fieldData.length).toBeGreaterThan(0);
      for (const field of data.fieldData) {
        const link = new URL(field.link, 'http://site');
        expect(link.pathname).toBe('/info');
        expect(link.searchParams.get('group_code')).toMatch(GROUP_CODE_PATTERN);
      }

      for (const success of data.successData) {
        expect(
          success.type_idx === article.typeIdx || success.group_code === article.groupCode,
        ).toBe(true);
      }
    });

    it('answers 404 for an unknown idx and for a success case asked as info', async () => {
      const success = listOrder('success')[0]?.idx ?? 0;
      for (const idx of [654_321, success]) {
        const response = await getApp().inject(get(fillPath(INFO_DETAIL_PATH, { idx })));
        expect(response.statusCode).toBe(404);
        expect(apiErrorBodySchema.parse(response.json()).msg).toBe(NOT_FOUND_MESSAGES.info);
      }
    });
  });

  describe('success detail', () => {
    const ordered = listOrder('success');

    it('answers pn with id, the case image, and success cases other than itself', async () => {
      const [newer, article, older] = ordered;
      const idx = article?.idx ?? 0;
      const { data } = successDetailResponseSchema.parse(
        await read(fillPath(SUCCESS_DETAIL_PATH, { idx })),
      );

      expect(data.pn).toEqual({
        prev: { pathname: `/success/${older?.idx}`, id: older?.idx, title: older?.title },
        next: { pathname: `/success/${newer?.idx}`, id: newer?.idx, title: newer?.title },
      });
      expect(data.imgData).toEqual({ img_url: article?.imgUrl, alt: article?.imgAlt });
      expect(data.successData.map((row) => row.idx)).not.toContain(idx);
      // The same case type first.
      const sameType = data.successData.filter((row) => row.type_idx === article?.typeIdx);
      expect(data.successData.slice(0, sameType.length)).toEqual(sameType);
      for (const field of data.fieldData) expect(field.link).toMatch(/^\/success\?group_code=/);
    });

    it('answers 404 with a Korean message for an unknown success case', async () => {
      const response = await getApp().inject(get(fillPath(SUCCESS_DETAIL_PATH, { idx: 1 })));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ result: false, msg: NOT_FOUND_MESSAGES.success });
    });
  });

  describe.each([
    ['info', INFO_DETAIL_PATH],
    ['success', SUCCESS_DETAIL_PATH],
  ] as const)('%s detail input', (_kind, route) => {
    it.each<BadInput>([
      { name: 'an idx of text', request: get(fillPath(route, { idx: 'latest' })), path: 'idx' },
      { name: 'idx 0', request: get(fillPath(route, { idx: 0 })), path: 'idx' },
      {
        name: 'an idx too long',
        request: get(fillPath(route, { idx: '1'.repeat(25) })),
        path: 'idx',
      },
      {
        name: 'an idx with script',
        request: get(fillPath(route, { idx: '<script>alert(1)</script>' })),
        path: 'idx',
      },
    ])('refuses $name', async (input) => {
      await expectRefused(getApp(), getDatabase().db, input);
    });
  });
});
