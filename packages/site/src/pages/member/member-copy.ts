// The client area's Korean copy and trails (spec/site.md §2 My case status, Withdrawal): one
// module, so that the pages, their tests and the e2e journey name things alike.
import type { CaseTab } from '@lawfirm/api-client';
import type { Provider } from '@lawfirm/api-client/site-core';

import type { BreadcrumbItem } from '../../components/breadcrumb-trail';
import { ROUTE_TITLES } from '../../route-titles';
import { PROVIDER_NAMES } from '../../member/provider-names';

export const MYCASE_TITLE = ROUTE_TITLES['/mycase'];
export const CASE_DETAIL_TITLE = ROUTE_TITLES['/mycase/$idx'];
export const MYPAGE_TITLE = ROUTE_TITLES['/mypage'];
export const WITHDRAWAL_TITLE = ROUTE_TITLES['/mypage/withdrawal'];

/** §2 My case status: the tab bar "ongoing cases" and "closed cases". */
export const CASE_TAB_LABELS: Readonly<Record<CaseTab, string>> = {
  ongoing: '진행 중인 사건',
  closed: '종결된 사건',
};

export const MEMBER_COPY = {
  casesLead: '맡기신 사건이 지금 어느 단계에 있는지 확인하실 수 있습니다.',
  tabsLabel: '사건 구분',
  casesLabel: (tab: CaseTab) => `${CASE_TAB_LABELS[tab]} 목록`,
  pagesLabel: '사건 목록 페이지',
  emptyTitle: (tab: CaseTab) =>
    tab === 'ongoing' ? '진행 중인 사건이 없습니다' : '종결된 사건이 없습니다',
  emptyHint: '법률 문제로 고민 중이시라면 지금 바로 상담을 신청해 보세요.',
  emptyAction: '상담 신청하기',
  deferredBadge: '보류',
  startDate: '접수일',
  caseNumber: '사건번호',
  progressLabel: '진행 단계',
  stepStatus: { completed: '완료', current: '현재 단계', upcoming: '예정' },
  refundDate: { refund_in_progress: '환불 예정일', refund_completed: '환불일' },
  refundPrice: '환불 금액',
  refundReceivedNote: '환불 신청이 접수되었습니다. 환불 일정은 확정되는 대로 안내해 드립니다.',
  backToList: (tab: CaseTab) => `${CASE_TAB_LABELS[tab]} 목록으로`,
  accountHeading: '회원 정보',
  name: '이름',
  email: '이메일',
  provider: '로그인 방식',
  providerAccount: (provider: Provider) => `${PROVIDER_NAMES[provider]} 계정`,
  notGiven: '등록된 정보가 없습니다',
  interestsHeading: '관심 분야',
  interestsCategories: '관심 분류',
  interestsFields: '관심 사건 유형',
  noInterests: '선택한 관심 분야가 없습니다.',
  noFieldsInCategory: '선택한 사건 유형이 없습니다.',
  myCasesLink: '나의 사건 현황 보기',
  withdrawalLink: '회원 탈퇴',
} as const;

export const WITHDRAWAL_COPY = {
  reasonTrailLabel: '탈퇴 사유 선택',
  editInfoTrailLabel: '내 정보 수정',
  lead: '떠나시는 이유를 알려 주시면 더 나은 서비스를 만드는 데 소중히 참고하겠습니다.',
  reasonsLegend: '탈퇴 사유 (하나를 선택해 주세요)',
  otherTextLabel: '기타 사유',
  otherTextPlaceholder: '탈퇴하시려는 이유를 적어 주세요.',
  otherTextRequired: '기타 사유를 입력해 주세요.',
  /** spec/site.md §9 Account data retention: kept one year after withdrawal, encrypted. */
  retentionHeading: '탈퇴 전 꼭 확인해 주세요',
  retention: [
    '탈퇴하시면 로그인 정보와 관심 분야 설정이 삭제되며, 같은 계정으로 다시 로그인해도 복구되지 않습니다.',
    '관련 법령과 분쟁 대응을 위해 회원 정보는 탈퇴일로부터 1년 동안 암호화하여 안전하게 보관한 뒤 완전히 파기합니다.',
    '탈퇴 후에는 사이트에서 사건 현황을 확인하실 수 없습니다. 사건 관련 문의는 대표번호로 해 주세요.',
  ],
  submit: '탈퇴하기',
  submitting: '탈퇴 처리 중…',
  cancel: '취소',
  failed: '회원 탈퇴를 처리하지 못했습니다. 계정은 그대로 유지되었으니 잠시 후 다시 시도해 주세요.',
  doneTitle: '회원 탈퇴가 완료되었습니다',
  doneBody: '그동안 대륜을 이용해 주셔서 감사합니다. 확인을 누르시면 홈으로 이동합니다.',
  doneAction: '확인',
} as const;

/** /mycase and /mycase/{idx}: the list's trail. */
export const MYCASE_BREADCRUMBS: readonly BreadcrumbItem[] = [{ label: MYCASE_TITLE }];

export const CASE_DETAIL_BREADCRUMBS: readonly BreadcrumbItem[] = [
  { label: MYCASE_TITLE, to: '/mycase' },
  { label: CASE_DETAIL_TITLE },
];

export const MYPAGE_BREADCRUMBS: readonly BreadcrumbItem[] = [{ label: MYPAGE_TITLE }];

/** spec/site.md §2 Withdrawal: breadcrumb "edit my info > choose withdrawal reason". */
export const WITHDRAWAL_BREADCRUMBS: readonly BreadcrumbItem[] = [
  { label: WITHDRAWAL_COPY.editInfoTrailLabel, to: '/mypage' },
  { label: WITHDRAWAL_COPY.reasonTrailLabel },
];
