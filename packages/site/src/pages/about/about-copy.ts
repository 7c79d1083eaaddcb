// The words of the firm pages (/about/*). spec/site.md §2 "Other firm pages" and §3 name the
// data (vision_1..3, vision_list, ci_1, ci_desc_1..3, color_system) but not its text, which
// is ours; firm facts come from content/firm-facts.ts, exactly as §1 states them.
import { FIRM_FACTS } from '../../content/firm-facts';
import type { FirmPoint } from '../../content/firm-facts';

import { GREETING_SECTION_IDS, SYSTEM_SECTION_IDS } from './about-constants';

/** An in-page button: its label and the id of the section it scrolls to. */
export interface SectionLink {
  label: string;
  targetId: string;
}

/** §2 Greeting page: "five buttons smooth-scroll to greeting, mission, vision, management values and CI introduction". */
export const GREETING_SECTION_LINKS: readonly SectionLink[] = [
  { label: '인사말', targetId: GREETING_SECTION_IDS.greeting },
  { label: '미션', targetId: GREETING_SECTION_IDS.mission },
  { label: '비전', targetId: GREETING_SECTION_IDS.vision },
  { label: '경영 가치', targetId: GREETING_SECTION_IDS.managementValues },
  { label: 'CI 소개', targetId: GREETING_SECTION_IDS.ci },
];

export const GREETING_PARAGRAPHS: readonly string[] = [
  '안녕하십니까. 법무법인 대륜을 찾아 주셔서 감사합니다.',
  `대륜은 ${FIRM_FACTS.lawyers}과 ${FIRM_FACTS.practiceGroups}이 하나의 법인으로 움직이는 글로벌 메가 로펌입니다. 지점마다 따로 운영되는 네트워크 로펌과 달리, 모든 사건을 본사가 직접 책임지고 관리합니다.`,
  '법률 문제는 누구에게나 낯설고 두렵습니다. 그래서 저희는 상담 변호사가 가장 먼저 의뢰인의 이야기를 듣고, 사건에 꼭 맞는 전문 변호사와 팀을 배정하며, 사건이 끝난 뒤에도 사후 관리까지 함께합니다.',
  '의뢰인이 믿고 맡길 수 있는 로펌, 결과로 신뢰를 증명하는 로펌이 되겠습니다. 감사합니다.',
];

export const MISSION = {
  statement: '법률 서비스의 문턱을 낮추고, 누구나 최고의 변호를 받을 수 있게 합니다.',
  description:
    '전국 어디서나, 365일 24시간 상담을 접수하고 분야별 전문 변호사가 사건을 맡습니다. 비용은 정액제로 미리 알려 드려 의뢰인이 안심하고 결정할 수 있게 합니다.',
} as const;

/** §3 "Vision: vision_1, vision_2, vision_3, vision_list (title, description)": one card each. */
export const VISION = {
  vision_1: '고객 중심',
  vision_2: '전문성',
  vision_3: '글로벌 스탠더드',
  vision_list: [
    {
      title: '의뢰인의 눈높이에서',
      description: '첫 상담부터 사후 관리까지 의뢰인의 입장에서 생각하고 설명합니다.',
    },
    {
      title: '분야별 최고의 전문가',
      description: '전문 그룹과 태스크포스가 사건마다 가장 알맞은 해법을 찾습니다.',
    },
    {
      title: '세계 수준의 로펌 시스템',
      description: '미국 메가 로펌의 체계를 도입해 국내 법률 서비스의 기준을 세웁니다.',
    },
  ],
} as const;

/** The three vision cards, vision_N with vision_list[N - 1]. */
export const VISION_CARDS = [
  { keyword: VISION.vision_1, ...VISION.vision_list[0] },
  { keyword: VISION.vision_2, ...VISION.vision_list[1] },
  { keyword: VISION.vision_3, ...VISION.vision_list[2] },
] as const;

export interface ManagementValue {
  title: string;
  /** The English label shown above the title. */
  english: string;
  description: string;
}

/** §2 "Management values (DIRECTION): a carousel of items with title, English label and description". */
export const MANAGEMENT_VALUES: readonly ManagementValue[] = [
  {
    title: '신뢰',
    english: 'TRUST',
    description: '약속한 것을 지키고, 사건의 진행을 숨김없이 알립니다.',
  },
  {
    title: '전문성',
    english: 'EXPERTISE',
    description: '분야별 전문 변호사와 외부 전문가가 함께 사건을 깊이 분석합니다.',
  },
  {
    title: '책임',
    english: 'RESPONSIBILITY',
    description: '본사가 모든 사건을 통합 관리하며 결과까지 책임집니다.',
  },
  {
    title: '혁신',
    english: 'INNOVATION',
    description: 'AI와 IT 기술을 소송 전략에 더해 더 빠르고 정확하게 일합니다.',
  },
  {
    title: '소통',
    english: 'COMMUNICATION',
    description: '실시간 온라인 소통으로 궁금한 점에 언제든 답합니다.',
  },
];

/** §2 "Intro page: five paragraphs over a background image". */
export const INTRO_PARAGRAPHS: readonly string[] = [
  '법무법인 대륜은 로펌 3.0, 글로벌 메가 로펌을 지향합니다. 1인 변호사 사무소(1.0), 대형 로펌(2.0), 국내 네트워크 로펌(2.5)을 넘어선 새로운 모델입니다.',
  `${FIRM_FACTS.lawyers}과 ${FIRM_FACTS.practiceGroups}, 분야별 전문 본부가 하나의 법인 안에서 움직이며, 본사가 모든 사건을 직접 책임집니다.`,
  '2025년 7월 기준 국내 법무법인 1,631곳 가운데 유한 법무법인은 80곳(4.9%)뿐입니다. 대륜은 그 가운데 하나로서 더 무거운 책임을 집니다.',
  `상담 변호사가 먼저 사건을 진단하고, AI와 빅데이터 분석으로 사건에 꼭 맞는 전문 태스크포스를 배정합니다. ${FIRM_FACTS.closedCaseYears}과 AI·IT 기반 소송 전략이 그 바탕입니다.`,
  `${FIRM_FACTS.intake}, 정액제 수임료, 상담부터 사후 관리까지 이어지는 통합 관리로 의뢰인 곁을 지킵니다.`,
];

export interface SupportSystemItem extends SectionLink {
  description: string;
}

/** §2 "Support-system banner: buttons that scroll to the section named by each item". */
export const SUPPORT_SYSTEM_ITEMS: readonly SupportSystemItem[] = [
  {
    label: '상담 시스템',
    targetId: SYSTEM_SECTION_IDS.consultation,
    description: '상담 변호사의 초기 진단부터 수행 그룹 배정까지, 3단계로 상담합니다.',
  },
  {
    label: '체계적인 배정 시스템',
    targetId: SYSTEM_SECTION_IDS.allocation,
    description: '분야 매칭과 맞춤 태스크포스로 사건에 꼭 맞는 변호사를 배정합니다.',
  },
  {
    label: '사후 관리 시스템',
    targetId: SYSTEM_SECTION_IDS.post,
    description: '사건이 끝난 뒤에도 여섯 가지 사후 관리로 함께합니다.',
  },
];

/** §2 CI page "Data: ci_1, ci_desc_1..3, color_system". */
export const CI = {
  ci_1: '대륜의 CI는 큰 바퀴(大輪)처럼 멈추지 않고 나아가는 로펌의 의지를 담았습니다. 단단한 글자꼴과 깊은 크림슨 색이 신뢰와 열정을 함께 전합니다.',
  ci_desc: [
    {
      title: '신뢰',
      description: '곧고 단정한 글자꼴로 의뢰인이 믿고 기댈 수 있는 든든함을 표현했습니다.',
    },
    {
      title: '열정',
      description: '크림슨 색은 의뢰인의 권리를 끝까지 지키려는 뜨거운 의지를 뜻합니다.',
    },
    {
      title: '전진',
      description: '끊임없이 구르는 바퀴처럼 변화를 이끌며 앞으로 나아가는 로펌을 상징합니다.',
    },
  ] satisfies readonly FirmPoint[],
  color_system:
    '대륜의 대표 색상은 크림슨입니다. 인쇄물과 화면 어디에서나 아래 값을 그대로 사용합니다.',
} as const;
