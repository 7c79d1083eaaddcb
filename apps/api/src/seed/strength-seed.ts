// spec/site.md §2 Strengths: the ten listed topics, in the spec's order, and an eleventh of our
// choosing — the post-care system, which §1 names as one of the firm's systems ("A post-care
// system lists six after-care items") and which no other tile covers.
//
// Description lines use the markers of §2: ">" starts a sub-bullet, "*" a grey footnote,
// *consult_date* becomes a date footnote, and pro_count, experience_cnt, world_office_cnt,
// total_world_office_cnt, office_cnt and centerCount are filled from the initial data.
import type { StrengthPageData } from '@lawfirm/api-client/site';

import { STRENGTH_COUNT } from '../db/constants';
import type { NewStrengthRow } from '../db/schema';
import { cycle } from './random';
import { staticPath } from './static-paths';

interface StrengthSource {
  url: string;
  /** Short name used in button texts. */
  name: string;
  title: string;
  subTitle: string;
  description: string[];
}

const STRENGTHS: readonly StrengthSource[] = [
  {
    url: 'members',
    name: '핵심 구성원',
    title: 'pro_count명의 핵심 구성원',
    subTitle: 'KEY MEMBERS',
    description: [
      '변호사, 회계사, 세무사, 변리사 등 pro_count명의 전문가가 한 법인 안에서 일합니다.',
      '> 분야별 전담 그룹 20여 개 운영',
      '> 본사 직속 전문 본부에서 사건을 함께 검토',
      '* 구성원 수는 *consult_date* 기준입니다.',
    ],
  },
  {
    url: 'task-force',
    name: '태스크포스',
    title: '1명부터 20명까지, 사건 맞춤 태스크포스',
    subTitle: 'TASK FORCE',
    description: [
      '사건의 난도와 규모에 맞춰 1명에서 20명까지 변호사를 배정합니다.',
      '> 상담 변호사가 처음부터 끝까지 함께합니다',
      '> 필요하면 회계·세무·관세·노무·특허 전문가가 합류합니다',
      '* 태스크포스 규모는 사건에 따라 달라집니다.',
    ],
  },
  {
    url: 'headquarters',
    name: '전문 본부',
    title: '특수집행본부와 송무관리본부',
    subTitle: 'SPECIAL HEADQUARTERS',
    description: [
      '판결 이후의 집행까지 책임지는 특수집행본부를 둡니다.',
      '송무관리본부가 모든 사건의 기일과 서면을 이중으로 관리합니다.',
      '> 기일 누락을 막는 알림 체계',
      '> 서면 제출 전 교차 검토',
    ],
  },
  {
    url: 'experience',
    name: '사건 경험',
    title: 'experience_cnt+건, 7년간 종결 사건의 경험',
    subTitle: 'EXPERIENCE',
    description: [
      '최근 7년 동안 종결한 experience_cnt건이 넘는 사건 기록이 새 사건의 전략이 됩니다.',
      '> 유사 사건 결과 분석',
      '> 분야별 대응 매뉴얼',
      '* 종결 사건 수는 *consult_date* 기준입니다.',
    ],
  },
  {
    url: 'ai-strategy',
    name: 'AI 전략',
    title: 'AI·IT 기반 소송 전략',
    subTitle: 'AI / IT STRATEGY',
    description: [
      '판례와 사건 기록을 분석하는 AI 도구로 쟁점을 빠르게 찾습니다.',
      '> 빅데이터 기반 전담 팀 배정',
      '> 유사 판결 검색과 결과 예측 보조',
      '* AI 분석 결과는 변호사가 최종 검토합니다.',
    ],
  },
  {
    url: 'evidence',
    name: '증거 인프라',
    title: '증거조사, 디지털포렌식, 보안까지',
    subTitle: 'EVIDENCE & SECURITY',
    description: [
      '증거조사센터와 디지털포렌식센터가 사건에 필요한 증거를 직접 찾고 분석합니다.',
      '> 삭제된 자료의 복구와 분석',
      '> 경호·보안 전문 인력 연계',
      'centerCount개 전문 센터가 사건을 함께 지원합니다.',
    ],
  },
  {
    url: 'offices',
    name: '전국 거점',
    title: 'world_office_cnt+개 거점, 24시간 365일 상담 접수',
    subTitle: 'NETWORK',
    description: [
      '국내 office_cnt개 사무소를 포함해 국내외 total_world_office_cnt개 거점에서 상담을 받습니다.',
      '> 24시간 365일 상담 접수',
      '> 가까운 사무소에서 대면 상담',
      '* 거점 수는 *consult_date* 기준입니다.',
    ],
  },
  {
    url: 'online',
    name: '온라인 소통',
    title: '실시간 온라인 소통',
    subTitle: 'REAL-TIME ONLINE',
    description: [
      '사건 진행 상황을 온라인으로 언제든 확인할 수 있습니다.',
      '> 채팅 상담과 화상 상담',
      '> 내 사건 현황 알림',
      '* 알림은 수신에 동의한 분께만 보내 드립니다.',
    ],
  },
  {
    url: 'quality',
    name: '품질 보증',
    title: '소송 품질 보증제',
    subTitle: 'QUALITY GUARANTEE',
    description: [
      '진행에 불만이 있으면 사건 전체를 다른 팀이 처음부터 다시 검토합니다.',
      '> 재검토 결과를 서면으로 안내',
      '> 담당 변호사 교체 요청 가능',
    ],
  },
  {
    url: 'fixed-fee',
    name: '정액 수임료',
    title: '정액 수임료 정책',
    subTitle: 'FIXED FEE',
    description: [
      '사건마다 수임료를 미리 정해 알려 드리고, 추가 비용 없이 진행합니다.',
      '> 상담 단계에서 비용 안내',
      '> 성공보수 조건을 계약서에 명시',
      '* 인지대, 송달료 같은 실비는 별도입니다.',
    ],
  },
  {
    url: 'after-care',
    name: '사후관리',
    title: '사건 이후까지, 사후관리 시스템',
    subTitle: 'AFTER CARE',
    description: [
      '사건이 끝난 뒤에도 여섯 가지 사후관리로 일상 회복을 돕습니다.',
      '> 판결 이행 점검',
      '> 심리상담센터 연계',
      '> 재발 방지 자문',
      '* 사후관리 항목은 사건 유형에 따라 다릅니다.',
    ],
  },
];

const COLORS = ['AE0E36', '1F2A44', '2F4F8F', '0F766E', '6D28D9', 'B45309'] as const;

function pageData(source: StrengthSource, color: string): StrengthPageData {
  const lead = source.description.find((line) => !line.startsWith('>') && !line.startsWith('*'));
  const bullets = source.description
    .filter((line) => line.startsWith('>'))
    .map((line) => line.slice(1).trim());
  return {
    title_1: source.subTitle,
    title_2: source.title,
    system_list: [
      {
        title: `<strong>${source.name}</strong> 운영 방식`,
        desc: lead ?? source.title,
        list: bullets,
      },
      {
        title: '의뢰인이 얻는 것',
        desc: '사건의 처음부터 끝까지, 한 법인이 <strong>책임지고</strong> 관리합니다.',
        list: ['담당 변호사와 바로 소통', '진행 단계별 안내', '사건 종료 후 사후관리'],
      },
    ],
    consult_step_1_title: '상담 변호사의 초기 진단',
    consult_step_1_desc: '상담 변호사가 사건의 쟁점과 방향을 먼저 진단합니다.',
    consult_step_2_title: '분야 전문 변호사 배정',
    consult_step_2_desc: `${source.name}에 맞는 전문 변호사와 전문가가 사건을 맡습니다.`,
    lawyer_title_1: '이 강점을 이끄는',
    lawyer_title_2: '전문 변호사를 만나 보세요',
    lawyer_link_list: [
      { url: '/choice', color, title: '상담 예약', buttonText: '예약하기' },
      { url: '/consult', color: '1F2A44', title: '온라인 상담', buttonText: '신청하기' },
      { url: '/map', color: '6B7280', title: '가까운 사무소', buttonText: '찾아보기' },
    ],
  };
}

function buildStrengthSeed(): NewStrengthRow[] {
  if (STRENGTHS.length !== STRENGTH_COUNT) {
    throw new Error(`Expected ${STRENGTH_COUNT} strengths, found ${STRENGTHS.length}`);
  }
  return STRENGTHS.map((source, index) => {
    const color = cycle(COLORS, index);
    return {
      idx: index + 1,
      url: source.url,
      title: source.title,
      subTitle: source.subTitle,
      description: source.description,
      color,
      viewMoreText: `${source.name} 자세히 보기`,
      img: staticPath.strength(index + 1),
      pageData: pageData(source, color),
      sortOrder: index,
    };
  });
}

export const STRENGTH_SEED = buildStrengthSeed();
