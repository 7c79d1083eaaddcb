// Strength data as the api's seed serves it (apps/api/src/seed/strength-seed.ts), trimmed to
// three strengths and one detail page, for the strength pages' tests and stories.
//
// A copy on purpose, not an import: a package never imports an app (DESIGN.md §2), and the
// seed's copy is the reference backend's content, not something the published site package
// should carry. What the two share is the contract, StrengthList and StrengthDetail from
// @lawfirm/api-client, so the fixture cannot drift in shape; its text is frozen here so that
// the tests' expected strings ("231명의 핵심 구성원") change only when these tests do, not when
// someone edits the seed's copy. The e2e suite (tooling/e2e/tests/strength.spec.ts) renders
// the real seed.
import type { StrengthDetail, StrengthList } from '@lawfirm/api-client/site';

export const STRENGTH_LIST_FIXTURE: StrengthList = {
  list: [
    {
      url: 'members',
      title: 'pro_count명의 핵심 구성원',
      subTitle: 'KEY MEMBERS',
      description: [
        '변호사, 회계사, 세무사, 변리사 등 pro_count명의 전문가가 한 법인 안에서 일합니다.',
        '> 분야별 전담 그룹 20여 개 운영',
        '> 본사 직속 전문 본부에서 사건을 함께 검토',
        '* 구성원 수는 *consult_date* 기준입니다.',
      ],
      color: 'AE0E36',
      view_more_text: '핵심 구성원 자세히 보기',
      img: '/static/strength/list_01.svg',
    },
    {
      url: 'task-force',
      title: '1명부터 20명까지, 사건 맞춤 태스크포스',
      subTitle: 'TASK FORCE',
      description: [
        '사건의 난도와 규모에 맞춰 1명에서 20명까지 변호사를 배정합니다.',
        '> 상담 변호사가 처음부터 끝까지 함께합니다',
        '> 필요하면 회계·세무·관세·노무·특허 전문가가 합류합니다',
        '* 태스크포스 규모는 사건에 따라 달라집니다.',
      ],
      color: '1F2A44',
      view_more_text: '태스크포스 자세히 보기',
      img: '/static/strength/list_02.svg',
    },
    {
      url: 'headquarters',
      title: '특수집행본부와 송무관리본부',
      subTitle: 'SPECIAL HEADQUARTERS',
      description: [
        '판결 이후의 집행까지 책임지는 특수집행본부를 둡니다.',
        '송무관리본부가 모든 사건의 기일과 서면을 이중으로 관리합니다.',
        '> 기일 누락을 막는 알림 체계',
        '> 서면 제출 전 교차 검토',
      ],
      color: '2F4F8F',
      view_more_text: '전문 본부 자세히 보기',
      img: '/static/strength/list_03.svg',
    },
  ],
  common: {
    menu: [
      { name: 'pro_count명의 핵심 구성원', path: '/strength/members' },
      { name: '1명부터 20명까지, 사건 맞춤 태스크포스', path: '/strength/task-force' },
      { name: '특수집행본부와 송무관리본부', path: '/strength/headquarters' },
      { name: 'experience_cnt+건, 7년간 종결 사건의 경험', path: '/strength/experience' },
      { name: 'AI·IT 기반 소송 전략', path: '/strength/ai-strategy' },
      { name: '증거조사, 디지털포렌식, 보안까지', path: '/strength/evidence' },
      { name: 'world_office_cnt+개 거점, 24시간 365일 상담 접수', path: '/strength/offices' },
      { name: '실시간 온라인 소통', path: '/strength/online' },
      { name: '소송 품질 보증제', path: '/strength/quality' },
      { name: '정액 수임료 정책', path: '/strength/fixed-fee' },
      { name: '사건 이후까지, 사후관리 시스템', path: '/strength/after-care' },
    ],
    view_more_section_title: '다른 강점도 살펴보세요',
    view_more_list: [
      {
        url: 'members',
        title: 'pro_count명의 핵심 구성원',
        view_more_text: '핵심 구성원 자세히 보기',
      },
      {
        url: 'task-force',
        title: '1명부터 20명까지, 사건 맞춤 태스크포스',
        view_more_text: '태스크포스 자세히 보기',
      },
      {
        url: 'headquarters',
        title: '특수집행본부와 송무관리본부',
        view_more_text: '전문 본부 자세히 보기',
      },
      {
        url: 'experience',
        title: 'experience_cnt+건, 7년간 종결 사건의 경험',
        view_more_text: '사건 경험 자세히 보기',
      },
    ],
    return_main_text: '강점 한눈에 보기로 돌아가기',
  },
  initialData: {
    pro_count: 231,
    experience_cnt: 48500,
    world_office_cnt: 40,
    total_world_office_cnt: 46,
    office_cnt: 25,
    centerCount: 4,
  },
  consult_date: '2025-10-31',
};

export const STRENGTH_DETAIL_FIXTURE: StrengthDetail = {
  ...STRENGTH_LIST_FIXTURE,
  item: {
    url: 'evidence',
    title: '증거조사, 디지털포렌식, 보안까지',
    subTitle: 'EVIDENCE & SECURITY',
    description: [
      '증거조사센터와 디지털포렌식센터가 사건에 필요한 증거를 직접 찾고 분석합니다.',
      '> 삭제된 자료의 복구와 분석',
      '> 경호·보안 전문 인력 연계',
      'centerCount개 전문 센터가 사건을 함께 지원합니다.',
    ],
    color: 'B45309',
    view_more_text: '증거 인프라 자세히 보기',
    img: '/static/strength/list_06.svg',
  },
  page: {
    title_1: 'EVIDENCE & SECURITY',
    title_2: '증거조사, 디지털포렌식, 보안까지',
    system_list: [
      {
        title: '<strong>증거 인프라</strong> 운영 방식',
        desc: '증거조사센터와 디지털포렌식센터가 사건에 필요한 증거를 직접 찾고 분석합니다.',
        list: ['삭제된 자료의 복구와 분석', '경호·보안 전문 인력 연계'],
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
    consult_step_2_desc: '증거 인프라에 맞는 전문 변호사와 전문가가 사건을 맡습니다.',
    lawyer_title_1: '이 강점을 이끄는',
    lawyer_title_2: '전문 변호사를 만나 보세요',
    lawyer_link_list: [
      { url: '/choice', color: 'B45309', title: '상담 예약', buttonText: '예약하기' },
      { url: '/consult', color: '1F2A44', title: '온라인 상담', buttonText: '신청하기' },
      { url: '/map', color: '6B7280', title: '가까운 사무소', buttonText: '찾아보기' },
    ],
  },
};
