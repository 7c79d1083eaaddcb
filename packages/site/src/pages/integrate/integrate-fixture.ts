// Integrated-search answers for the page's tests and stories, checked against the api-client's
// schema so that they stay what the api sends.
import {
  articleSummarySchema,
  integratedSearchSchema,
  lawyerSchema,
} from '@lawfirm/api-client/site';
import type { ArticleSummary, IntegratedSearch, Lawyer } from '@lawfirm/api-client/site';

import { faqItemFixture } from '../faq/faq-fixture';

function article(idx: number, title: string, intro: string): ArticleSummary {
  return articleSummarySchema.parse({
    idx,
    title,
    intro,
    group_code: 'CT0005',
    group_name: '이혼',
    type_idx: 28,
    img_url: null,
    created_at: '2024-05-20T00:00:00.000Z',
  });
}

function lawyer(idx: number, name: string, position: string): Lawyer {
  return lawyerSchema.parse({
    idx,
    lawyer_name: name,
    position,
    group_code: 'CT0005',
    image: `/static/lawyers/lawyer-${idx}.svg`,
    intro: '이혼 분야에서 12년 동안 사건을 맡아 왔습니다. 재산분할과 양육권 분쟁을 주로 다룹니다.',
  });
}

/** The 전체 tab of a search for 이혼: every kind found, Q&A more than 전체 shows. */
export const INTEGRATE_ALL_FIXTURE: IntegratedSearch = integratedSearchSchema.parse({
  keyword: '이혼',
  tab: '전체',
  counts: { all: 11, lawyer: 2, success: 1, info: 2, faq: 6 },
  lawyerList: [lawyer(9, '도하진', '변호사'), lawyer(34, '염서하', '수석변호사')],
  successList: [
    article(
      24,
      '혼인 20년 차 이혼, 전업주부의 재산분할 50% 인정',
      '모든 재산이 배우자 명의였던 의뢰인의 사례입니다.',
    ),
  ],
  infoList: [
    article(
      2,
      '이혼 재산분할, 나눌 재산과 기여도 정리',
      '분할 대상이 되는 재산과 비율을 알아봅니다.',
    ),
    article(5, '협의이혼 절차와 숙려기간', '협의이혼 신청부터 확인까지의 절차입니다.'),
  ],
  faqList: Array.from({ length: 6 }, (_, index) => faqItemFixture(100 + index)),
});

/** The 법률Q&A tab, page 1 of a longer list (30 entries, 12 a page). */
export const INTEGRATE_FAQ_TAB_FIXTURE: IntegratedSearch = integratedSearchSchema.parse({
  ...INTEGRATE_ALL_FIXTURE,
  tab: '법률Q&A',
  counts: { all: 35, lawyer: 2, success: 1, info: 2, faq: 30 },
  lawyerList: [],
  successList: [],
  infoList: [],
  faqList: Array.from({ length: 12 }, (_, index) => faqItemFixture(200 + index)),
});

/** A search that found nothing. */
export const INTEGRATE_EMPTY_FIXTURE: IntegratedSearch = integratedSearchSchema.parse({
  keyword: '없는검색어',
  tab: '전체',
  counts: { all: 0, lawyer: 0, success: 0, info: 0, faq: 0 },
  lawyerList: [],
  successList: [],
  infoList: [],
  faqList: [],
});

/** The recommended keywords (the home page's hash tags). */
export const RECOMMENDED_FIXTURE = ['음주·교통사고', '이혼 재산분할', '상속포기', '학교폭력'];
