// Tests and stories only: a member's cases in every state of spec/site.md §4, with deferred and
// refund variants, and a member as call #10 answers it.
import { CASE_STATES } from '@lawfirm/api-client';
import type { CaseItem, CaseState, CaseField, Member } from '@lawfirm/api-client/site-core';

const TITLES: Record<CaseState, string> = {
  review: '공사대금 청구 사건',
  team_assignment: '협의이혼 의사확인 사건',
  lawyer_consultation: '상속포기 신고 사건',
  litigation_prep: '의료과실 손해배상 사건',
  in_progress: '사기 고소 사건',
  deferred: '건물명도 청구 사건',
  closed: '약정금 청구 사건',
  halted: '퇴직금 청구 사건',
  refund_received: '전세보증금 반환 사건',
  refund_in_progress: '매매대금 반환 청구 사건',
  refund_completed: '업무상 횡령 고소 사건',
};

/** One case in `state`; refund states carry the fields their card shows. */
export function caseFixture(state: CaseState, overrides: Partial<CaseItem> = {}): CaseItem {
  const index = CASE_STATES.findIndex((entry) => entry.code === state);
  return {
    idx: index + 1,
    state,
    is_deferred: false,
    accept_date: `2025-0${(index % 9) + 1}-1${index % 10}`,
    case_number: `2025드단${50_100 + index * 37}`,
    title: TITLES[state],
    refund_at:
      state === 'refund_in_progress'
        ? '2025-12-15'
        : state === 'refund_completed'
          ? '2025-06-20'
          : null,
    refund_price:
      state === 'refund_received'
        ? 550_000
        : state === 'refund_in_progress'
          ? 1_200_000
          : state === 'refund_completed'
            ? 3_300_000
            : null,
    ...overrides,
  };
}

export const ONGOING_CASES_FIXTURE: CaseItem[] = [
  caseFixture('review'),
  caseFixture('team_assignment'),
  caseFixture('in_progress', { idx: 21, is_deferred: true, title: '양육권 변경 청구 사건' }),
  caseFixture('litigation_prep'),
];

export const CLOSED_CASES_FIXTURE: CaseItem[] = [
  caseFixture('closed'),
  caseFixture('halted'),
  caseFixture('refund_in_progress'),
  caseFixture('refund_completed'),
];

export const MEMBER_FIXTURE: Member = {
  email: 'onyu.demo@lawfirm.example',
  name: '김온유',
  provider: 'kakao',
  signedUp: true,
  categories: ['CT0005', 'CT0006'],
  fields: [502, 503, 601],
};

/** Call #17's lists of the fixture member's categories. */
export const MEMBER_FIELD_LISTS_FIXTURE: CaseField[][] = [
  [
    { type_idx: 501, tag_title: '협의이혼' },
    { type_idx: 502, tag_title: '재판이혼' },
    { type_idx: 503, tag_title: '재산분할' },
  ],
  [
    { type_idx: 601, tag_title: '상속재산분할' },
    { type_idx: 602, tag_title: '유류분' },
  ],
];
