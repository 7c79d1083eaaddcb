// The home page's own copy (spec/site.md §1 and §2 Home). The firm's service structure comes
// from content/firm-facts.ts, shared with the firm pages.

/** §1: "It contrasts three earlier models: 1.0 small firm or solo lawyer, 2.0 large firm, 2.5 Korean network firm". */
export const LAW_FIRM_MODELS = [
  {
    version: '1.0',
    name: '개인 법률사무소',
    description:
      '변호사 한두 명이 상담부터 서면 작성, 재판까지 모든 사건을 혼자 맡습니다. 가깝지만, 낯선 분야의 사건이나 여러 분야가 얽힌 사건에는 한계가 있습니다.',
  },
  {
    version: '2.0',
    name: '대형 로펌',
    description:
      '많은 변호사와 분야별 팀을 갖췄지만 기업 자문 중심으로 성장해, 개인 의뢰인에게는 비용과 절차의 문턱이 높습니다.',
  },
  {
    version: '2.5',
    name: '국내 네트워크 로펌',
    description:
      '전국에 지점을 두어 찾아가기는 쉽지만, 지점마다 따로 운영되어 사건의 책임이 본사가 아닌 각 지점에 있습니다.',
  },
] as const;

/** §2 Home section 2: the headline revealed word by word, then the tagline. */
export const MEGA_HEADLINE_WORDS = ['로펌 3.0,', '글로벌', '메가', '로펌'] as const;
export const MEGA_HEADLINE_TAGLINE = '한 법인, 한 책임. 본사가 모든 사건의 끝까지 함께합니다.';

/**
 * §2 Home section 3: "five topics (organisation, consultation, assignment, client response,
 * global standard), each contrasting the firm with a Korean network firm".
 */
export const MEGA_COMPARISONS = [
  {
    topic: '조직',
    firm: '하나의 법인으로 운영되며, 본사가 모든 사건을 책임집니다.',
    network: '지점마다 독립 운영되어 책임 주체가 나뉩니다.',
  },
  {
    topic: '상담',
    firm: '상담 변호사가 가장 먼저 사건을 듣고 진단합니다.',
    network: '직원이 먼저 상담하고 변호사는 나중에 만나는 경우가 많습니다.',
  },
  {
    topic: '배정',
    firm: 'AI와 빅데이터로 분야별 전문 변호사와 태스크포스를 배정합니다.',
    network: '상담한 지점의 변호사가 분야와 관계없이 맡습니다.',
  },
  {
    topic: '고객 대응',
    firm: '24시간 상담 접수와 실시간 온라인 소통으로 진행 상황을 알려 드립니다.',
    network: '업무 시간에, 담당 직원을 거쳐서만 연락이 닿습니다.',
  },
  {
    topic: '글로벌 스탠더드',
    firm: '미국 메가 로펌의 조직과 업무 시스템을 도입했습니다.',
    network: '지점마다 업무 방식과 품질이 다릅니다.',
  },
] as const;

/**
 * §2 Home section 4, the "first in Korea" banner, with the firm facts of §1 ("specialised
 * headquarters, fixed-fee pricing, 24-hour consultation intake, AI/IT-assisted litigation
 * strategy, and 7 years of closed-case experience").
 */
export const FIRST_IN_KOREA_POINTS = [
  '분야별 전문 본부 운영',
  '정액 수임료 정책',
  '24시간 상담 접수',
  'AI·IT 기반 소송 전략',
  '7년간의 종결 사건 경험',
] as const;

/** §2 Home section 8: what the AI analysis block does, step by step (§1 "AI and big-data assignment"). */
export const AI_ANALYSIS_STEPS = [
  { title: '사건 분류', description: '상담 내용으로 사건의 분야와 유형을 가려냅니다.' },
  {
    title: '쟁점·판례 분석',
    description: '비슷한 판례와 그동안의 사건 데이터를 살펴 쟁점을 짚습니다.',
  },
  { title: '전문가 추천', description: '경험이 가장 잘 맞는 변호사와 태스크포스를 추천합니다.' },
] as const;
