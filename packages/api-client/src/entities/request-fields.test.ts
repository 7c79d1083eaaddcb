import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { MAX_PAGE_SIZE } from '../constants';

import {
  afterIdxSchema,
  afterIdxTextSchema,
  fillPath,
  groupCodeSchema,
  httpUrlSchema,
  idxParamsSchema,
  jwtSchema,
  keywordSchema,
  pageQueryFields,
  slugSchema,
  TIMESTAMP_MS_MAX,
  timestampMsSchema,
} from './request-fields';

describe('pageQueryFields', () => {
  const schema = z.object(pageQueryFields(4));

  it('coerces query text and fills the defaults', () => {
    expect(schema.parse({ pageNumber: '3', pageSize: '9' })).toEqual({
      pageNumber: 3,
      pageSize: 9,
    });
    expect(schema.parse({})).toEqual({ pageNumber: 1, pageSize: 4 });
  });

  it.each([
    ['page 0', { pageNumber: '0' }],
    ['a fractional page', { pageNumber: '1.5' }],
    ['an empty page', { pageNumber: '' }],
    ['text', { pageNumber: '둘' }],
    ['a page size above the maximum', { pageSize: String(MAX_PAGE_SIZE + 1) }],
    ['a page beyond an integer column', { pageNumber: '2147483648' }],
    ['a negative page', { pageNumber: '-1' }],
    ['a page in exponent notation', { pageNumber: '1e400' }],
    ['a small page in exponent notation', { pageNumber: '1e1' }],
    ['a hexadecimal page', { pageNumber: '0x10' }],
    ['a page with a leading zero', { pageNumber: '02' }],
    ['a page with spaces', { pageNumber: ' 2 ' }],
  ])('rejects %s', (_name, value) => {
    expect(schema.safeParse(value).success).toBe(false);
  });
});

describe('whole numbers in a path or a query', () => {
  it('names the one problem of a number not written in decimal digits', () => {
    const issues = idxParamsSchema.safeParse({ idx: '0x10' }).error?.issues;
    expect(issues?.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['idx', 'must be a whole number in decimal digits'],
    ]);
  });

  it('is described as the integer it is', () => {
    expect(z.toJSONSchema(idxParamsSchema, { io: 'input' }).properties?.idx).toMatchObject({
      type: 'integer',
      minimum: 1,
    });
  });
});

describe('field schemas', () => {
  it.each([
    ['idx', idxParamsSchema, { idx: '12' }, true],
    ['idx 0', idxParamsSchema, { idx: '0' }, false],
    ['idx as a number', idxParamsSchema, { idx: 12 }, true],
    ['idx in hexadecimal', idxParamsSchema, { idx: '0x10' }, false],
    ['idx in binary', idxParamsSchema, { idx: '0b10000' }, false],
    ['idx with a fraction', idxParamsSchema, { idx: '16.0' }, false],
    ['idx beyond an integer column', idxParamsSchema, { idx: '2147483648' }, false],
    ['group code', groupCodeSchema, 'ICT0005', true],
    ['bad group code', groupCodeSchema, 'CT12', false],
    ['slug', slugSchema, 'corporation', true],
    ['slug with markup', slugSchema, '<script>', false],
    ['slug with a path', slugSchema, '../etc', false],
    ['keyword of 20', keywordSchema, '가'.repeat(20), true],
    ['keyword of 21', keywordSchema, '가'.repeat(21), false],
    ['keyword with a NUL', keywordSchema, '이혼\u0000', false],
    ['keyword with a lone surrogate', keywordSchema, '이혼\uD800', false],
    ['cursor 0', afterIdxSchema, 0, true],
    ['negative cursor', afterIdxSchema, -1, false],
    ['cursor beyond an integer column', afterIdxSchema, 2_147_483_648, false],
    ['cursor as query text', afterIdxTextSchema, '15', true],
    ['huge cursor as query text', afterIdxTextSchema, '9'.repeat(400), false],
    ['timestamp', timestampMsSchema, Date.UTC(2026, 10, 25), true],
    ['the last timestamp', timestampMsSchema, TIMESTAMP_MS_MAX, true],
    ['a timestamp after the year 9999', timestampMsSchema, TIMESTAMP_MS_MAX + 1, false],
    ['a negative timestamp', timestampMsSchema, -1, false],
    ['a fractional timestamp', timestampMsSchema, 1.5, false],
    ['page URL', httpUrlSchema(100), 'https://www.lawfirm.example/consult?x=1', true],
    ['http page URL', httpUrlSchema(100), 'http://localhost:3000/', true],
    ['javascript URL', httpUrlSchema(100), 'javascript:alert(1)', false],
    ['relative URL', httpUrlSchema(100), '/consult', false],
    ['URL with a NUL', httpUrlSchema(100), 'https://a.example/\u0000', false],
    ['URL over its length', httpUrlSchema(20), `https://a.example/${'x'.repeat(10)}`, false],
    ['jwt', jwtSchema, 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl', true],
    ['unsigned jwt', jwtSchema, 'eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.', false],
  ] as const)('%s', (_name, schema, value, valid) => {
    expect((schema as z.ZodType).safeParse(value).success).toBe(valid);
  });

  it('trims a keyword before measuring it', () => {
    expect(keywordSchema.parse(`  ${'가'.repeat(20)}  `)).toBe('가'.repeat(20));
  });
});

describe('fillPath', () => {
  it('fills and encodes every parameter', () => {
    expect(fillPath('/api/faq/:idx', { idx: 12 })).toBe('/api/faq/12');
    expect(fillPath('/api/terms/:terms_code', { terms_code: '개인정보 처리방침' })).toBe(
      '/api/terms/%EA%B0%9C%EC%9D%B8%EC%A0%95%EB%B3%B4%20%EC%B2%98%EB%A6%AC%EB%B0%A9%EC%B9%A8',
    );
    expect(fillPath('/a/:x/b/:y', { x: 'a/b', y: 1 })).toBe('/a/a%2Fb/b/1');
  });

  it('refuses a missing parameter', () => {
    expect(() => fillPath('/api/faq/:idx', {})).toThrow("missing path parameter 'idx'");
  });
});
