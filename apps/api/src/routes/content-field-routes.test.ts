import { CONSULTING_FIELD_CODE } from '@lawfirm/api-client';
import {
  FIELD_LIST_PATH,
  fieldListResponseSchema,
  SEO_FIELD_LIST_PATH,
  seoFieldListResponseSchema,
} from '@lawfirm/api-client/site';
import { describe, expect, it } from 'vitest';

import { CATEGORY_CODES, DEFAULT_CENTER_CODE } from '../constants';
import { CASE_TYPE_SEED } from '../seed/case-type-seed';
import { GROUP_SEED } from '../seed/group-seed';
import { expectRefused } from '../test-support/bad-input';
import type { BadInput } from '../test-support/bad-input';
import { useSeededApp } from '../test-support/seeded-app';
import { describeOnEachDatabase } from '../test-support/test-databases';

const get = (url: string) => ({ method: 'GET' as const, url });

/** The seeded fields of the categories, in category order then their own. */
const fieldsOf = (codes: readonly string[]) =>
  CATEGORY_CODES.filter((code) => codes.includes(code)).flatMap((code) =>
    CASE_TYPE_SEED.filter((row) => row.groupCode === code)
      .sort((a, b) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0))
      .map((row) => ({ type_idx: row.typeIdx, tag_title: row.tagTitle })),
  );

/** Call #17's fields also name their category. */
const groupedFieldsOf = (codes: readonly string[]) =>
  fieldsOf(codes).map((field) => ({
    ...field,
    group_name: GROUP_SEED.groups.find(
      (group) =>
        group.code === CASE_TYPE_SEED.find((row) => row.typeIdx === field.type_idx)?.groupCode,
    )?.codeName,
  }));

const codeOfSlug = (slug: string) =>
  GROUP_SEED.groups.find((group) => group.codeDesc === slug)?.code;

describeOnEachDatabase('content: case fields', (getDatabase) => {
  const getApp = useSeededApp(getDatabase);
  const read = async (url: string) => {
    const response = await getApp().inject(get(url));
    expect(response.statusCode, url).toBe(200);
    return response.json<unknown>();
  };

  describe('#13 field list', () => {
    it("lists the corporate category's fields for the consultation form", async () => {
      const { data } = fieldListResponseSchema.parse(
        await read(`${FIELD_LIST_PATH}?code=${CONSULTING_FIELD_CODE}`),
      );
      const code = codeOfSlug(CONSULTING_FIELD_CODE);
      expect(code).toBe('CT0004');
      expect(data.list).toEqual(fieldsOf([code ?? '']));
      expect(data.list.length).toBeGreaterThan(0);
    });

    it('answers an empty list for a category that does not exist', async () => {
      expect(
        fieldListResponseSchema.parse(await read(`${FIELD_LIST_PATH}?code=nothing`)).data.list,
      ).toEqual([]);
    });

    it.each<BadInput>([
      { name: 'a missing code', request: get(FIELD_LIST_PATH), path: 'code' },
      { name: 'an empty code', request: get(`${FIELD_LIST_PATH}?code=`), path: 'code' },
      { name: 'two codes', request: get(`${FIELD_LIST_PATH}?code=a&code=b`), path: 'code' },
      {
        name: 'a code too long',
        request: get(`${FIELD_LIST_PATH}?code=${'a'.repeat(51)}`),
        path: 'code',
      },
      {
        name: 'a code with script',
        request: get(`${FIELD_LIST_PATH}?code=%3Cscript%3Ealert(1)%3C%2Fscript%3E`),
        path: 'code',
      },
    ])('refuses $name', async (input) => {
      await expectRefused(getApp(), getDatabase().db, input);
    });
  });

  describe('#17 fields by centre', () => {
    const centerChildren = (code: string) =>
      GROUP_SEED.children.filter((child) => child.groupCode === code).map((child) => child.code);

    it.each([
      ['a category', 'CT0005', ['CT0005']],
      ['a centre, through the categories it groups', 'CT0023', centerChildren('CT0023')],
      ['a group inside a centre', 'ICT0005', centerChildren('ICT0005')],
      ['the whole firm', DEFAULT_CENTER_CODE, CATEGORY_CODES],
      ['a centre without categories', 'CT0022', []],
      ['a code no group has', 'CT9999', []],
    ] as const)('lists the fields of %s', async (_name, code, categories) => {
      const { result, data } = seoFieldListResponseSchema.parse(
        await read(`${SEO_FIELD_LIST_PATH}?center_code=${code}`),
      );
      expect(result).toBe(true);
      expect(data).toEqual(groupedFieldsOf(categories));
    });

    it('covers every seeded field for the whole firm', async () => {
      const { data } = seoFieldListResponseSchema.parse(
        await read(`${SEO_FIELD_LIST_PATH}?center_code=${DEFAULT_CENTER_CODE}`),
      );
      expect(data).toHaveLength(CASE_TYPE_SEED.length);
    });

    it.each<BadInput>([
      { name: 'a missing centre code', request: get(SEO_FIELD_LIST_PATH), path: 'center_code' },
      {
        name: 'a slug instead of a code',
        request: get(`${SEO_FIELD_LIST_PATH}?center_code=corporation`),
        path: 'center_code',
      },
      {
        name: 'a code too long',
        request: get(`${SEO_FIELD_LIST_PATH}?center_code=CT${'0'.repeat(40)}`),
        path: 'center_code',
      },
      {
        name: 'a code with markup',
        request: get(`${SEO_FIELD_LIST_PATH}?center_code=%3Cimg%20src%3Dx%3E`),
        path: 'center_code',
      },
      {
        name: 'two codes',
        request: get(`${SEO_FIELD_LIST_PATH}?center_code=CT0001&center_code=CT0002`),
        path: 'center_code',
      },
    ])('refuses $name', async (input) => {
      await expectRefused(getApp(), getDatabase().db, input);
    });
  });
});
