import type { ArticleSummary, Center, Office, Region } from '@lawfirm/api-client/site-core';
import { describe, expect, it } from 'vitest';

import { articlesUnderFields, regionsWithOffices, takeInTurn } from './centre-home-content';
import { centrePlan } from './centre-plan';

describe('takeInTurn', () => {
  const byValue = (value: string) => value;
  it.each([
    { lists: [['a1', 'a2', 'a3'], ['b1']], limit: 3, taken: ['a1', 'b1', 'a2'] },
    {
      lists: [
        ['a1', 'a2'],
        ['b1', 'b2'],
      ],
      limit: 9,
      taken: ['a1', 'b1', 'a2', 'b2'],
    },
    {
      lists: [
        ['x', 'a2'],
        ['x', 'b2'],
      ],
      limit: 9,
      taken: ['x', 'a2', 'b2'],
    },
    { lists: [[], ['b1']], limit: 2, taken: ['b1'] },
    { lists: [], limit: 2, taken: [] },
    { lists: [['a1', 'a2']], limit: 0, taken: [] },
  ])('takes $taken of $lists (limit $limit)', ({ lists, limit, taken }) => {
    expect(takeInTurn(lists, limit, byValue)).toEqual(taken);
  });
});

describe('articlesUnderFields', () => {
  const article = (idx: number, type_idx: number | null, created_at: string): ArticleSummary => ({
    idx,
    title: `글 ${idx}`,
    intro: '',
    group_code: 'CT0029',
    group_name: '디지털포렌식',
    type_idx,
    img_url: null,
    created_at,
  });
  const fields = [
    { type_idx: 1, tag_title: '휴대전화·PC 포렌식' },
    { type_idx: 2, tag_title: '증거 수집·보전' },
  ];

  it('keeps the articles of a field, newest first across the lists, each once, up to the limit', () => {
    const first = [article(10, 1, '2025-03-01T00:00:00Z'), article(11, 9, '2025-05-01T00:00:00Z')];
    const second = [
      article(20, 2, '2025-04-01T00:00:00Z'),
      article(21, null, '2025-06-01T00:00:00Z'),
      article(10, 1, '2025-03-01T00:00:00Z'),
      article(22, 2, '2025-01-01T00:00:00Z'),
    ];

    expect(articlesUnderFields([first, second], fields, 9).map((item) => item.idx)).toEqual([
      20, 10, 22,
    ]);
    expect(articlesUnderFields([first, second], fields, 2).map((item) => item.idx)).toEqual([
      20, 10,
    ]);
  });

  it('keeps none without fields', () => {
    expect(articlesUnderFields([[article(10, 1, '2025-03-01T00:00:00Z')]], [], 9)).toEqual([]);
  });
});

describe('centrePlan', () => {
  const centre = (children: Center['children']): Center => ({
    code: 'ICT0005',
    code_name: '기업자문그룹',
    code_desc: 'corporate-advisory',
    parent_code: 'in_center',
    etc: null,
    domain: 'corporate.localhost:3000',
    gubun: 'center',
    children,
  });

  it("takes the centre's name and the children that are categories, with their Q&A slugs", () => {
    const groups = [
      centre([
        { code: 'CT0004', code_name: '기업법무', etc2: '/faq/corporation' },
        { code: 'CT0026', code_name: '공정거래', etc2: 'http://localhost:3000/faq/fair-trade' },
        { code: 'ICT0005-01', code_name: 'M&A 자문', etc2: 'http://corporate.localhost:3000/ma' },
        { code: 'CT0014', code_name: '지식재산', etc2: null },
      ]),
    ];

    expect(centrePlan(groups, 'ICT0005')).toEqual({
      name: '기업자문그룹',
      categories: [
        { code: 'CT0004', name: '기업법무', faqSlug: 'corporation' },
        { code: 'CT0026', name: '공정거래' },
        { code: 'CT0014', name: '지식재산' },
      ],
    });
  });

  it("takes a category's Q&A slug from its own entry when the centre's link goes nowhere", () => {
    const medical: Center = {
      ...centre([{ code: 'CT0018', code_name: '의료·제약', etc2: null }]),
      code: 'CT0028',
      code_name: '의료·제약센터',
    };
    const category: Center = {
      ...centre([]),
      code: 'CT0018',
      code_name: '의료·제약',
      code_desc: 'medical',
      parent_code: null,
      domain: null,
      gubun: 'field',
    };
    expect(centrePlan([medical, category], 'CT0028').categories).toEqual([
      { code: 'CT0018', name: '의료·제약', faqSlug: 'medical' },
    ]);
  });

  it('knows nothing of a code the list does not hold, or without the list', () => {
    expect(centrePlan([centre([])], 'CT0023')).toEqual({ name: null, categories: [] });
    expect(centrePlan(undefined, 'CT0023')).toEqual({ name: null, categories: [] });
  });
});

describe('regionsWithOffices', () => {
  const office = (key: string) => ({ key }) as Office;
  const region = (key: string, offices: Office[]) => ({ key, name: key, offices }) as Region;

  it('lists the head office region first, then the others in order, leaving out empty ones', () => {
    const regions = [
      region('gangwon', [office('chuncheon')]),
      region('jeju', []),
      region('seoul', [office('seoul'), office('samseong')]),
      region('busan', [office('busan')]),
    ];
    expect(regionsWithOffices(regions).map((entry) => entry.key)).toEqual([
      'seoul',
      'gangwon',
      'busan',
    ]);
  });
});
