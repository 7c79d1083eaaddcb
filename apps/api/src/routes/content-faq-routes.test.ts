import {
  apiErrorBodySchema,
  FAQ_PAGE_SIZE,
  fillPath,
  PLAIN_TEXT_MESSAGE,
  SEARCH_MAX_LENGTH,
} from '@lawfirm/api-client';
import {
  FAQ_DETAIL_PATH,
  FAQ_GROUP_LIST_PATH,
  FAQ_LIST_PATH,
  faqDetailResponseSchema,
  faqGroupListResponseSchema,
  faqListResponseSchema,
} from '@lawfirm/api-client/site';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { CATEGORY_CODES, SIDEBAR_LAWYER_COUNT } from '../constants';
import { FAQ_AIIT_CODE, FAQ_GUBUN } from '../db/constants';
import { faqEntries } from '../db/schema';
import type { NewFaqEntryRow } from '../db/schema';
import { FAQ_SEED } from '../seed/faq-seed';
import { expectRefused } from '../test-support/bad-input';
import type { BadInput } from '../test-support/bad-input';
import { snapshotData } from '../test-support/data-snapshot';
import { useSeededApp } from '../test-support/seeded-app';
import { describeOnEachDatabase } from '../test-support/test-databases';
import { NOT_FOUND_MESSAGES } from './content-not-found';

const get = (url: string) => ({ method: 'GET' as const, url });
const detailUrl = (idx: number | string) => fillPath(FAQ_DETAIL_PATH, { idx });

/** The seeded entries in list order: newest first. */
const listOrder = (entries: NewFaqEntryRow[]) =>
  [...entries].sort(
    (a, b) =>
      (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0) || (b.idx ?? 0) - (a.idx ?? 0),
  );
const idxs = (entries: { idx?: number }[]) => entries.map((entry) => entry.idx);
const groupOf = (code: string) => FAQ_SEED.groups.find((group) => group.code === code);

describeOnEachDatabase('content: legal Q&A', (getDatabase) => {
  const getApp = useSeededApp(getDatabase);
  const read = async (url: string) => {
    const response = await getApp().inject(get(url));
    expect(response.statusCode, url).toBe(200);
    return response.json<unknown>();
  };
  const list = async (query: string) =>
    faqListResponseSchema.parse(await read(`${FAQ_LIST_PATH}?${query}`)).data;

  it('lists the 25 categories in the spec order, then aiit', async () => {
    const { data } = faqGroupListResponseSchema.parse(await read(FAQ_GROUP_LIST_PATH));
    expect(data.list.map((group) => group.code)).toEqual([...CATEGORY_CODES, FAQ_AIIT_CODE]);
    expect(data.list[0]).toEqual({
      code: 'CT0004',
      code_name: groupOf('CT0004')?.codeName,
      code_desc: 'corporation',
    });
  });

  describe('list', () => {
    it('pages all entries by 9, newest first, with the total for ceil(total/9) pages', async () => {
      const ordered = listOrder(FAQ_SEED.entries);
      const first = await list('');
      expect(first.totalCount).toBe(FAQ_SEED.entries.length);
      expect(idxs(first.list)).toEqual(idxs(ordered.slice(0, FAQ_PAGE_SIZE)));

      const lastPage = Math.ceil(FAQ_SEED.entries.length / FAQ_PAGE_SIZE);
      const last = await list(`pageNumber=${lastPage}`);
      expect(idxs(last.list)).toEqual(idxs(ordered.slice((lastPage - 1) * FAQ_PAGE_SIZE)));
      expect(last.list.length).toBeGreaterThan(0);
      expect(last.list.length).toBeLessThanOrEqual(FAQ_PAGE_SIZE);

      const beyond = await list(`pageNumber=${lastPage + 1}`);
      expect(beyond).toEqual({ list: [], totalCount: FAQ_SEED.entries.length });
    });

    it('ignores a page size: the spec fixes it at 9', async () => {
      expect((await list('pageSize=2')).list).toHaveLength(FAQ_PAGE_SIZE);
    });

    it('lists one category by its code_desc', async () => {
      const divorce = FAQ_SEED.entries.filter((entry) => entry.code === 'CT0005');
      const page = await list('code_desc=divorce');
      expect(page.totalCount).toBe(divorce.length);
      expect(idxs(page.list)).toEqual(idxs(listOrder(divorce).slice(0, FAQ_PAGE_SIZE)));
    });

    it("lists only a centre's own categories by its group code (site.md §1 group sites)", async () => {
      const family = FAQ_SEED.entries.filter((entry) => ['CT0005', 'CT0006'].includes(entry.code));
      const page = await list('center=CT0032');
      expect(page.totalCount).toBe(family.length);
      expect(idxs(page.list)).toEqual(idxs(listOrder(family).slice(0, FAQ_PAGE_SIZE)));
      expect(await list('center=CT0032&code_desc=corporation')).toEqual({
        list: [],
        totalCount: 0,
      });
      expect(await list('center=CT0099')).toEqual({ list: [], totalCount: 0 });
    });

    it('answers an empty page for a category that does not exist', async () => {
      expect(await list('code_desc=nothing-here')).toEqual({ list: [], totalCount: 0 });
    });

    it('searches question, question text and keywords, ignoring case', async () => {
      const sample = FAQ_SEED.entries[4];
      const word = sample?.keyword?.split(',')[0] ?? '';
      const matches = FAQ_SEED.entries.filter((entry) =>
        [entry.question, entry.questionContents, entry.keyword ?? ''].some((text) =>
          text.includes(word),
        ),
      );
      const page = await list(`keyword=${encodeURIComponent(` ${word} `)}`);
      expect(page.totalCount).toBe(matches.length);
      expect(idxs(page.list)).toEqual(idxs(listOrder(matches).slice(0, FAQ_PAGE_SIZE)));
      expect(idxs(page.list)).toContain(sample?.idx);

      // Within a category, and with LIKE wildcards taken literally.
      const inCategory = await list(
        `code_desc=${groupOf(sample?.code ?? '')?.codeDesc}&keyword=${encodeURIComponent(word)}`,
      );
      expect(inCategory.totalCount).toBe(
        matches.filter((entry) => entry.code === sample?.code).length,
      );
      const literally = (text: string) =>
        FAQ_SEED.entries.filter((entry) =>
          [entry.question, entry.questionContents, entry.keyword ?? ''].some((field) =>
            field.includes(text),
          ),
        ).length;
      expect((await list('keyword=%25')).totalCount).toBe(literally('%'));
      expect((await list('keyword=_')).totalCount).toBe(literally('_'));
      expect(literally('%')).toBeLessThan(FAQ_SEED.entries.length);
      // A blank keyword filters nothing.
      expect((await list('keyword=%20%20')).totalCount).toBe(FAQ_SEED.entries.length);
    });

    it.each<BadInput>([
      {
        name: 'a page of text',
        request: get(`${FAQ_LIST_PATH}?pageNumber=two`),
        path: 'pageNumber',
      },
      { name: 'page 0', request: get(`${FAQ_LIST_PATH}?pageNumber=0`), path: 'pageNumber' },
      { name: 'an empty page', request: get(`${FAQ_LIST_PATH}?pageNumber=`), path: 'pageNumber' },
      {
        name: 'a page number too long',
        request: get(`${FAQ_LIST_PATH}?pageNumber=${'1'.repeat(20)}`),
        path: 'pageNumber',
      },
      {
        name: 'a keyword too long',
        request: get(
          `${FAQ_LIST_PATH}?keyword=${encodeURIComponent('가'.repeat(SEARCH_MAX_LENGTH + 1))}`,
        ),
        path: 'keyword',
      },
      {
        name: 'two keywords',
        request: get(`${FAQ_LIST_PATH}?keyword=a&keyword=b`),
        path: 'keyword',
      },
      {
        name: 'a keyword with a script',
        request: get(`${FAQ_LIST_PATH}?keyword=${encodeURIComponent('<script>x</script>')}`),
        path: 'keyword',
        message: PLAIN_TEXT_MESSAGE,
      },
      {
        name: 'a keyword with markup',
        request: get(`${FAQ_LIST_PATH}?keyword=${encodeURIComponent('이혼<img src=x>')}`),
        path: 'keyword',
        message: PLAIN_TEXT_MESSAGE,
      },
      {
        name: 'a code_desc with markup',
        request: get(`${FAQ_LIST_PATH}?code_desc=${encodeURIComponent('<b>')}`),
        path: 'code_desc',
      },
      {
        name: 'a code_desc too long',
        request: get(`${FAQ_LIST_PATH}?code_desc=${'a'.repeat(51)}`),
        path: 'code_desc',
      },
    ])('refuses $name', async (input) => {
      await expectRefused(getApp(), getDatabase().db, input);
    });
  });

  describe('detail', () => {
    const hitOf = async (idx: number) => {
      const [row] = await getDatabase()
        .db.select({ hit: faqEntries.hit })
        .from(faqEntries)
        .where(eq(faqEntries.idx, idx));
      return row?.hit;
    };

    it('answers an HTML answer (ck) as is and counts the view', async () => {
      const entry = FAQ_SEED.entries.find((row) => row.gubun === FAQ_GUBUN.html);
      const idx = entry?.idx ?? 0;
      const before = (await hitOf(idx)) ?? 0;

      const { data } = faqDetailResponseSchema.parse(await read(detailUrl(idx)));
      expect(data).toMatchObject({
        idx,
        gubun: FAQ_GUBUN.html,
        answer: entry?.answer,
        question: entry?.question,
        question_contents: entry?.questionContents,
        keyword: entry?.keyword,
        code: entry?.code,
        code_desc: groupOf(entry?.code ?? '')?.codeDesc,
        created_at: entry?.createdAt?.toISOString(),
        hit: before + 1,
      });
      await read(detailUrl(idx));
      expect(await hitOf(idx)).toBe(before + 2);
    });

    it('answers an editor answer as the editor document', async () => {
      const entry = FAQ_SEED.entries.find((row) => row.gubun === FAQ_GUBUN.editor);
      const { data } = faqDetailResponseSchema.parse(await read(detailUrl(entry?.idx ?? 0)));
      expect(data.gubun).toBe(FAQ_GUBUN.editor);
      expect(data.answer).toEqual(JSON.parse(entry?.answer ?? 'null'));
    });

    it('links the older entry as previous and the newer as next, within the category', async () => {
      const category = listOrder(FAQ_SEED.entries.filter((entry) => entry.code === 'CT0001'));
      expect(category.length).toBeGreaterThanOrEqual(3);
      const [newest, middle, older] = category;

      const { data } = faqDetailResponseSchema.parse(await read(detailUrl(middle?.idx ?? 0)));
      expect(data).toMatchObject({
        pre_idx: older?.idx,
        pre_title: older?.question,
        next_idx: newest?.idx,
        next_title: newest?.question,
      });

      const top = faqDetailResponseSchema.parse(await read(detailUrl(newest?.idx ?? 0))).data;
      expect(top).toMatchObject({ next_idx: null, next_title: null, pre_idx: middle?.idx });
      const oldest = category.at(-1);
      const bottom = faqDetailResponseSchema.parse(await read(detailUrl(oldest?.idx ?? 0))).data;
      expect(bottom).toMatchObject({ pre_idx: null, pre_title: null });
    });

    it("fills the side column with the field's success cases, articles and lawyers", async () => {
      const { data } = faqDetailResponseSchema.parse(
        await read(detailUrl(FAQ_SEED.entries.find((entry) => entry.code === 'CT0004')?.idx ?? 0)),
      );
      for (const article of [...data.successList, ...data.fieldList]) {
        expect(article.group_code).toBe('CT0004');
      }
      expect(data.lawyerList.length).toBeGreaterThan(0);
      expect(data.lawyerList.length).toBeLessThanOrEqual(SIDEBAR_LAWYER_COUNT);
      for (const lawyer of data.lawyerList) expect(lawyer.group_code).toBe('CT0004');
    });

    it('answers aiit entries with empty side lists and aiit as code_desc', async () => {
      const entry = FAQ_SEED.entries.find((row) => row.code === FAQ_AIIT_CODE);
      const { data } = faqDetailResponseSchema.parse(await read(detailUrl(entry?.idx ?? 0)));
      expect(data).toMatchObject({
        code: FAQ_AIIT_CODE,
        code_desc: FAQ_AIIT_CODE,
        successList: [],
        fieldList: [],
        lawyerList: [],
      });
    });

    it('answers 404 with a Korean message for an unknown entry, and counts nothing', async () => {
      const before = await snapshotData(getDatabase().db);
      const response = await getApp().inject(get(detailUrl(987_654)));
      expect(response.statusCode).toBe(404);
      expect(apiErrorBodySchema.parse(response.json())).toEqual({
        result: false,
        msg: NOT_FOUND_MESSAGES.faq,
      });
      expect(await snapshotData(getDatabase().db)).toEqual(before);
    });

    it.each<BadInput>([
      { name: 'an idx of text', request: get(detailUrl('abc')), path: 'idx' },
      { name: 'idx 0', request: get(detailUrl(0)), path: 'idx' },
      { name: 'a negative idx', request: get(detailUrl(-3)), path: 'idx' },
      { name: 'a fractional idx', request: get(detailUrl('1.5')), path: 'idx' },
      { name: 'a hexadecimal idx', request: get(detailUrl('0x10')), path: 'idx' },
      { name: 'an idx in exponent notation', request: get(detailUrl('1e1')), path: 'idx' },
      { name: 'an idx too long', request: get(detailUrl('9'.repeat(30))), path: 'idx' },
      {
        name: 'an idx with script',
        request: get(detailUrl('<script>alert(1)</script>')),
        path: 'idx',
      },
    ])('refuses $name, counting no view', async (input) => {
      await expectRefused(getApp(), getDatabase().db, input);
    });
  });
});
