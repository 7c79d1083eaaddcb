// The firm's facts and its service structure, as spec/site.md §1 states them, in the words
// the pages use. One source for the home page and the firm pages (/about/*).

/** §1 "Firm facts used in copy". */
export const FIRM_FACTS = {
  lawyers: '변호사 200명 이상',
  practiceGroups: '전문 그룹 20개 이상',
  closedCaseYears: '7년간의 종결 사건 경험',
  intake: '24시간 상담 접수',
} as const;

/** §1: "1,631 law firms, of which 80 (4.9%) are limited-liability, as of July 2025". */
export const LIMITED_LIABILITY_FACT =
  '2025년 7월 기준 국내 법무법인 1,631곳 가운데 유한 법무법인은 80곳(4.9%)뿐입니다.';

/** §1: the copy "cites a lawyers-association advertising rule, article 4 item 1". */
export const ADVERTISING_RULE_CITATION =
  '이 내용은 대한변호사협회 「변호사 광고에 관한 규정」 제4조 제1호에 따라 객관적 사실에 근거해 표시했습니다.';

export interface FirmPoint {
  title: string;
  description: string;
}

/** §1: "Clients can choose how a case is staffed, in six options". */
export const STAFFING_OPTIONS: readonly FirmPoint[] = [
  { title: '상담 변호사 상담', description: '상담 변호사가 사건을 듣고 방향을 잡아 드립니다.' },
  {
    title: '상담부터 재판까지',
    description: '상담한 변호사가 재판까지 이어서 맡습니다.',
  },
  { title: '재판 변호사 지정', description: '의뢰인이 재판을 맡을 변호사를 직접 고릅니다.' },
  { title: '두 변호사의 협업', description: '상담 변호사와 재판 변호사가 함께 수행합니다.' },
  { title: '한 변호사 전담', description: '지정한 변호사 한 명이 처음부터 끝까지 맡습니다.' },
  { title: '전문 그룹 수행', description: '분야별 전문 그룹이 팀으로 사건을 맡습니다.' },
];

/** §1 "The 3-step consultation". */
export const CONSULTATION_STEPS: readonly FirmPoint[] = [
  {
    title: '상담 변호사의 초기 진단',
    description: '상담 변호사가 먼저 사건을 듣고 쟁점과 해결 방향을 진단합니다.',
  },
  {
    title: '분야별 전문 변호사 상담',
    description:
      '해당 분야 전문 변호사가 깊이 있게 상담하고, 필요하면 회계사·세무사·관세사·노무사·변리사가 함께합니다.',
  },
  {
    title: '수행 그룹·태스크포스 배정',
    description: '사건을 수행할 전문 그룹이나 태스크포스가 꾸려져 끝까지 책임집니다.',
  },
];

/** §1 "The 'precision assignment' system has four parts". */
export const PRECISION_ASSIGNMENT_PARTS: readonly FirmPoint[] = [
  {
    title: '분야 매칭',
    description: '사건의 분야와 쟁점을 분석해 가장 잘 맞는 전문 변호사를 찾습니다.',
  },
  {
    title: '맞춤 태스크포스',
    description: '사건 규모에 맞춰 변호사 1명부터 20명까지 전담팀을 꾸립니다.',
  },
  {
    title: '본사 통합 관리',
    description: '본사가 모든 사건의 진행과 기한을 한곳에서 관리합니다.',
  },
  {
    title: '소송 품질 보증',
    description: '진행에 불만이 있으면 사건 전체를 처음부터 다시 검토합니다.',
  },
];

/** §1 "A post-care system lists six after-care items"; the spec does not name them: ours. */
export const AFTER_CARE_ITEMS: readonly FirmPoint[] = [
  { title: '판결 결과 설명', description: '판결의 의미와 이후 선택지를 알기 쉽게 설명합니다.' },
  { title: '집행 지원', description: '판결 뒤 강제집행과 채권 회수 절차를 돕습니다.' },
  { title: '재발 방지 자문', description: '같은 분쟁이 다시 생기지 않도록 대비책을 제안합니다.' },
  { title: '관련 절차 안내', description: '행정·형사 등 이어지는 절차를 미리 안내합니다.' },
  { title: '서류 보관', description: '사건 기록과 서류를 안전하게 보관하고 필요할 때 드립니다.' },
  {
    title: '만족도 확인',
    description: '사건이 끝난 뒤 고객만족센터가 의견을 듣고 개선합니다.',
  },
];
