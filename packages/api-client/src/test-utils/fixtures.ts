// Realistic Korean examples of the entities, shared by the schema tests. All names are fictional.
import type { ArticleData, ArticleSummary } from '../entities/article';
import type { CaseItem } from '../entities/case-item';
import type { FaqItem } from '../entities/faq';
import type { InitialCounts } from '../entities/initial-counts';
import type { Lawyer } from '../entities/lawyer';
import type { Office } from '../entities/office';
import type { StrengthCommonData, StrengthItem, StrengthPageData } from '../entities/strength';

export const lawyer: Lawyer = {
  idx: 3,
  lawyer_name: '한지우',
  position: '대표변호사',
  group_code: 'CT0004',
  image: '/static/lawyers/3.svg',
  intro: '기업 인수합병과 경영권 분쟁을 15년간 맡아 왔습니다.',
};

export const articleSummary: ArticleSummary = {
  idx: 21,
  title: '임금체불 진정, 사업주가 알아야 할 대응 순서',
  intro: '노동청 진정이 접수되었을 때 회사가 먼저 챙겨야 할 자료를 정리했습니다.',
  group_code: 'CT0016',
  group_name: '노동·산재',
  type_idx: 41,
  img_url: '/static/articles/21.svg',
  created_at: '2025-07-14T09:30:00+09:00',
};

export const initialCounts: InitialCounts = {
  pro_count: 212,
  experience_cnt: 48_000,
  world_office_cnt: 31,
  total_world_office_cnt: 36,
  office_cnt: 27,
  centerCount: 4,
};

export const articleData: ArticleData = {
  ...articleSummary,
  template: [
    {
      idx: 100,
      tag: 'h1',
      tag_title: '임금체불 진정 대응',
      description: '사업주 입장에서 정리한 대응 순서입니다.',
      parent: null,
      active_faq: false,
      reference_is_use: false,
      news_is_use: false,
      youtube_is_use: false,
      type_idx: 41,
      faqCount: 0,
    },
    {
      idx: 101,
      tag: 'h2',
      tag_title: '진정 접수 직후',
      description: '',
      parent: null,
      active_faq: true,
      reference_is_use: true,
      news_is_use: true,
      youtube_is_use: true,
      type_idx: 41,
      faqCount: 2,
    },
    {
      idx: 102,
      tag: 'h3',
      tag_title: '출석 요구에 응하기 전에',
      description: '',
      parent: 101,
      active_faq: false,
      reference_is_use: false,
      news_is_use: false,
      youtube_is_use: false,
      type_idx: null,
      faqCount: 0,
    },
  ],
  contentsList: [
    {
      idx: 500,
      template_idx: 101,
      kind: 'text',
      title: null,
      body: '<p>근로계약서부터 확인하세요.</p>',
    },
    {
      idx: 501,
      template_idx: 101,
      kind: 'faq',
      title: '형사처벌도 받나요?',
      body: '<p>반의사불벌죄입니다.</p>',
    },
  ],
  h2List: [{ idx: 101, tag_title: '진정 접수 직후' }],
  lawyerData: [lawyer],
  fieldData: [{ idx: 7, title: '산업안전·중대재해', link: '/info?group_code=CT0027' }],
  successData: [{ ...articleSummary, idx: 88, title: '임금체불 진정 취하 성공 사례' }],
  groupTopTenLawyerList: [
    lawyer,
    { ...lawyer, idx: 4, lawyer_name: '서도윤', position: '파트너변호사' },
  ],
  referenceLinkList: [
    { idx: 1, title: '근로기준법 제36조', link: 'https://law.example/36', tag_idx: 101 },
  ],
  newsLinkList: [{ idx: 2, title: '', link: 'https://news.example/1', tag_idx: 101 }],
  shortsLinkList: [],
  youtubeLinkList: [
    { idx: 3, title: '임금체불 3분 정리', link: 'https://video.example/abc', tag_idx: 102 },
  ],
  imgData: null,
  initialData: initialCounts,
  faqElementMaxCountInContents: 2,
};

export const faqItem: FaqItem = {
  idx: 512,
  question: '협의이혼 중 재산분할 합의를 번복할 수 있나요?',
  question_contents: '협의서에 도장을 찍었는데 배우자가 숨긴 예금이 있다는 사실을 알게 되었습니다.',
  keyword: '협의이혼,재산분할,번복',
  hit: 1_204,
};

export const caseItem: CaseItem = {
  idx: 9001,
  state: 'in_progress',
  is_deferred: false,
  accept_date: '2025-03-02',
  case_number: '2025가합10234',
  title: '물품대금 청구 소송',
  refund_at: null,
  refund_price: null,
};

export const office: Office = {
  key: 'seoul',
  title: '서울 주사무소',
  sub_title: '서초동 법조타운',
  keyword: '서초,강남,교대역',
  address: '서울특별시 서초구 법원로 10, 5층',
  worktime: '평일 09:00~18:00|주말·공휴일 상담 예약제',
  tel: '02-1234-5678',
  parking_info: '건물 지하 주차장 2시간 무료|대중교통 이용을 권장합니다',
  parking_info_arr: ['건물 지하 주차장 2시간 무료', '대중교통 이용을 권장합니다'],
  img: '/static/offices/seoul.svg',
  domain: 'https://seoul.lawfirm.example',
  place_id: '1234567890',
  tab_name: '서울',
  modified_br_name: null,
  br_code: 'BR001',
  video_url: 'https://video.example/seoul-way',
  name: '서울 주사무소',
  desc: '서울특별시 서초구 법원로 10',
  url: '/map/seoul',
  src: '/static/offices/seoul.svg',
};

export const strengthItem: StrengthItem = {
  url: 'task-force',
  title: '1~20인 태스크포스',
  subTitle: '사건 규모에 맞춘 전담팀',
  description: [
    '사건마다 1명부터 20명까지 전담 변호사 배정',
    '>분야별 전문 변호사 참여',
    '*consult_date* 기준',
  ],
  color: 'AE0E36',
  view_more_text: '태스크포스 자세히 보기',
  img: '/static/strength/list_02.svg',
};

export const strengthPageData: StrengthPageData = {
  title_1: '사건에 맞춘',
  title_2: '<strong>전담 태스크포스</strong>',
  system_list: [
    {
      title: '배정 시스템',
      desc: '분야 매칭으로 팀을 꾸립니다.',
      list: ['분야 매칭', '경력 매칭'],
    },
    { title: '관리 시스템', desc: '본사가 진행을 관리합니다.', list: ['주간 보고'] },
  ],
  consult_step_1_title: '초기 진단',
  consult_step_1_desc: '상담 변호사가 사건을 진단합니다.',
  consult_step_2_title: '전문 변호사 배정',
  consult_step_2_desc: '분야 전문 변호사가 합류합니다.',
  lawyer_title_1: '함께하는',
  lawyer_title_2: '변호사',
  lawyer_link_list: [
    { url: '/lawyer/3', color: 'AE0E36', title: '기업법무', buttonText: '변호사 보기' },
  ],
};

export const strengthCommonData: StrengthCommonData = {
  menu: [{ name: '태스크포스', path: '/strength/task-force' }],
  view_more_section_title: '다른 강점 더 보기',
  view_more_list: [{ url: 'ai-strategy', title: 'AI·IT 소송 전략', view_more_text: '자세히 보기' }],
  return_main_text: '강점 메인으로',
};

/** A string one character longer than `max`. */
export const tooLong = (max: number) => '가'.repeat(max + 1);
