// Demo members, one per identity provider plus one who signed in but never finished sign-up, and
// their cases: every one of the 11 states of spec/site.md §4, deferred variants, refund variants,
// enough cases for two pages of each tab (page size 4), and a member with none (empty state).
import { CASE_STATES } from '../db/constants';
import type { CaseStateCode } from '../db/constants';
import type { NewCaseRow, NewMemberRow } from '../db/schema';
import { caseTypeIdx } from './case-type-seed';
import { MEMBER_NAMES } from './content/lawyer-names';
import { addDays, cycle, seoulMorning } from './random';
import { LOCAL_SITE_LINKS } from './site-links';
import type { SiteLinks } from './site-links';

/** Fixed ids, so tests and the README can name the demo members. */
export const DEMO_MEMBER_IDS = {
  kakao: '00000000-0000-4000-8000-000000000001',
  naver: '00000000-0000-4000-8000-000000000002',
  google: '00000000-0000-4000-8000-000000000003',
  apple: '00000000-0000-4000-8000-000000000004',
  unfinished: '00000000-0000-4000-8000-000000000005',
} as const;

/**
 * The demo members. Their addresses are under the site's own domain (seed/site-links.ts), and
 * their mobile numbers (010 and 7 or 8 digits, spec/site.md §5) are in the 010-0xxx range, which
 * is not given to subscribers: a verification text can reach nobody.
 */
const members = (links: SiteLinks): NewMemberRow[] =>
  [
    {
      id: DEMO_MEMBER_IDS.kakao,
      provider: 'kakao',
      providerUserId: 'demo-kakao-1001',
      email: links.email('onyu.demo'),
      name: cycle(MEMBER_NAMES, 0),
      phoneNumber: '01000001001',
      uuid: 'demo-device-0001',
      marketingAgree: true,
      alertAgree: true,
      categories: ['CT0005', 'CT0006'],
      fields: [caseTypeIdx('CT0005', 2), caseTypeIdx('CT0005', 3), caseTypeIdx('CT0006', 1)],
    },
    {
      id: DEMO_MEMBER_IDS.naver,
      provider: 'naver',
      providerUserId: 'demo-naver-2002',
      email: links.email('haeram.demo'),
      name: cycle(MEMBER_NAMES, 1),
      phoneNumber: '0100002002',
      uuid: 'demo-device-0002',
      marketingAgree: false,
      alertAgree: false,
      categories: ['CT0004'],
      fields: [caseTypeIdx('CT0004', 3)],
    },
    {
      id: DEMO_MEMBER_IDS.google,
      provider: 'google',
      providerUserId: 'demo-google-3003',
      email: links.email('jio.demo'),
      name: cycle(MEMBER_NAMES, 2),
      phoneNumber: '01000003003',
      uuid: 'demo-device-0003',
      marketingAgree: true,
      alertAgree: true,
      categories: ['CT0016'],
      fields: [],
    },
    {
      id: DEMO_MEMBER_IDS.apple,
      provider: 'apple',
      providerUserId: 'demo-apple-4004',
      email: links.email('bodam.demo'),
      name: cycle(MEMBER_NAMES, 3),
      phoneNumber: '01000004004',
      uuid: 'demo-device-0004',
      marketingAgree: false,
      alertAgree: false,
      categories: ['CT0011', 'CT0008'],
      fields: [caseTypeIdx('CT0011', 0)],
    },
    {
      // Signed in, never completed sign-up: no phone, no device uuid, no interests yet.
      id: DEMO_MEMBER_IDS.unfinished,
      provider: 'kakao',
      providerUserId: 'demo-kakao-5005',
      email: links.email('narin.demo'),
      name: cycle(MEMBER_NAMES, 4),
      phoneNumber: null,
      uuid: null,
      marketingAgree: null,
      alertAgree: null,
      categories: [],
      fields: [],
    },
  ].map((member, index) => ({
    ...member,
    createdAt: seoulMorning('2025-02-03', index * 5),
    updatedAt: seoulMorning('2025-02-03', index * 5 + 1),
  }));

interface CaseSource {
  memberId: string;
  state: CaseStateCode;
  title: string;
  isDeferred?: boolean;
  refundAt?: string;
  refundPrice?: number;
}

const TITLES: Record<CaseStateCode, string> = {
  review: '재산분할 청구 사건',
  team_assignment: '양육비 이행 청구 사건',
  lawyer_consultation: '유류분 반환 청구 사건',
  litigation_prep: '손해배상(기) 청구 사건',
  in_progress: '이혼 및 위자료 청구 사건',
  deferred: '상속재산 분할 협의 사건',
  closed: '면접교섭 조정 사건',
  halted: '임대차보증금 반환 사건',
  refund_received: '대여금 반환 청구 사건',
  refund_in_progress: '부당이득 반환 청구 사건',
  refund_completed: '명예훼손 고소 사건',
};

const REFUNDS: Partial<Record<CaseStateCode, Pick<CaseSource, 'refundAt' | 'refundPrice'>>> = {
  // Received: the amount is agreed, the date not yet set.
  refund_received: { refundPrice: 550_000 },
  // In progress: the card shows the expected date and the amount.
  refund_in_progress: { refundAt: '2025-12-15', refundPrice: 1_100_000 },
  // Completed: the date it was paid.
  refund_completed: { refundAt: '2025-06-20', refundPrice: 3_300_000 },
};

const CASES: readonly CaseSource[] = [
  // Every state once for the first member, with its refund fields where it has them.
  ...CASE_STATES.map(({ code }) => ({
    memberId: DEMO_MEMBER_IDS.kakao,
    state: code,
    title: TITLES[code],
    ...REFUNDS[code],
  })),
  // The deferred badge beside ongoing states (§4: the flag is separate from the state).
  {
    memberId: DEMO_MEMBER_IDS.kakao,
    state: 'in_progress',
    title: '친권자 변경 청구 사건',
    isDeferred: true,
  },
  {
    memberId: DEMO_MEMBER_IDS.kakao,
    state: 'litigation_prep',
    title: '사해행위 취소 청구 사건',
    isDeferred: true,
  },
  { memberId: DEMO_MEMBER_IDS.kakao, state: 'closed', title: '한정승인 신고 사건' },
  { memberId: DEMO_MEMBER_IDS.naver, state: 'review', title: '물품대금 청구 사건' },
  { memberId: DEMO_MEMBER_IDS.naver, state: 'in_progress', title: '주주총회 결의 취소 사건' },
  { memberId: DEMO_MEMBER_IDS.naver, state: 'closed', title: '상표권 침해금지 가처분 사건' },
  {
    memberId: DEMO_MEMBER_IDS.apple,
    state: 'refund_completed',
    title: '보험금 청구 사건',
    refundAt: '2025-04-30',
    refundPrice: 770_000,
  },
  {
    memberId: DEMO_MEMBER_IDS.apple,
    state: 'refund_in_progress',
    title: '투자금 반환 청구 사건',
    isDeferred: true,
    refundAt: '2026-01-30',
    refundPrice: 2_200_000,
  },
  { memberId: DEMO_MEMBER_IDS.apple, state: 'team_assignment', title: '보증채무 부존재 확인 사건' },
];

// Made-up case numbers in the court's shape: year, case mark, serial.
const CASE_MARKS = ['드단', '드합', '가단', '가합', '느단'] as const;

const cases: NewCaseRow[] = CASES.map((source, index) => ({
  idx: index + 1,
  memberId: source.memberId,
  state: source.state,
  isDeferred: source.isDeferred ?? false,
  acceptDate: addDays('2025-01-06', index * 9),
  caseNumber: `2025${cycle(CASE_MARKS, index)}${String(50_100 + index * 37)}`,
  title: source.title,
  refundAt: source.refundAt ?? null,
  refundPrice: source.refundPrice ?? null,
  createdAt: seoulMorning('2025-01-06', index * 9),
  updatedAt: seoulMorning('2025-01-06', index * 9 + 2),
}));

export const buildMemberSeed = (links: SiteLinks) => ({ members: members(links), cases });

export const MEMBER_SEED = buildMemberSeed(LOCAL_SITE_LINKS);
