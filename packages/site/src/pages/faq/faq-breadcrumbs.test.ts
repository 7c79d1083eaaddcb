import { describe, expect, it } from 'vitest';

import { faqDetailBreadcrumbs, faqListBreadcrumbs } from './faq-breadcrumbs';
import { FAQ_DETAIL_EDITOR_FIXTURE, FAQ_DETAIL_HTML_FIXTURE } from './faq-fixture';
import { faqCategoryDescription } from './faq-seo';
import { ROUTE_DESCRIPTIONS } from '../../page-descriptions';

describe('Q&A breadcrumbs', () => {
  it('puts a category list under the Q&A', () => {
    expect(faqListBreadcrumbs()).toEqual([{ label: '법률 Q&A' }]);
    expect(faqListBreadcrumbs('이혼')).toEqual([
      { label: '법률 Q&A', to: '/faq' },
      { label: '이혼' },
    ]);
  });

  it("puts an entry under its category's list, or under the Q&A for aiit", () => {
    expect(faqDetailBreadcrumbs(FAQ_DETAIL_HTML_FIXTURE, '이혼')).toEqual([
      { label: '법률 Q&A', to: '/faq' },
      { label: '이혼', to: '/faq/divorce' },
      { label: FAQ_DETAIL_HTML_FIXTURE.question },
    ]);
    expect(faqDetailBreadcrumbs(FAQ_DETAIL_EDITOR_FIXTURE, 'AI·IT')).toEqual([
      { label: '법률 Q&A', to: '/faq' },
      { label: FAQ_DETAIL_EDITOR_FIXTURE.question },
    ]);
  });
});

describe('faqCategoryDescription', () => {
  it("names the category's first case fields from its SEO template", () => {
    expect(
      faqCategoryDescription('형사', [
        '사기·횡령',
        '폭행·상해',
        '명예훼손·모욕',
        '구속·영장 대응',
        '형사 합의',
      ]),
    ).toBe(
      '형사 법률 Q&A: 사기·횡령, 폭행·상해, 명예훼손·모욕, 구속·영장 대응 등 형사 사건의 질문에 법무법인 대륜의 전문 변호사가 직접 답변합니다.',
    );
  });

  it("falls back to the route table's description without fields", () => {
    expect(faqCategoryDescription('형사', [])).toBe(`형사 ${ROUTE_DESCRIPTIONS['/faq/$codeDesc']}`);
  });
});
