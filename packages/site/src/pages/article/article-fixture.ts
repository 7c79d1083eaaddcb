// Typed article answers (api-client's schemas) for the article pages' tests and stories: an info
// article and a success case in the shape the api gives them.
import type {
  ArticleData,
  ArticleSummary,
  InfoDetail,
  Lawyer,
  SuccessDetail,
  TemplateRow,
} from '@lawfirm/api-client/site-core';

const row = (
  idx: number,
  tag: TemplateRow['tag'],
  title: string,
  extra: Partial<TemplateRow> = {},
): TemplateRow => ({
  idx,
  tag,
  tag_title: title,
  description: '',
  parent: null,
  active_faq: false,
  reference_is_use: false,
  news_is_use: false,
  youtube_is_use: false,
  type_idx: null,
  faqCount: 0,
  ...extra,
});

export const lawyerFixture = (idx: number, name: string, position = '파트너변호사'): Lawyer => ({
  idx,
  lawyer_name: name,
  position,
  group_code: 'CT0005',
  image: `/static/lawyers/lawyer-${String(idx).padStart(3, '0')}.svg`,
  intro: `${name} 변호사는 이혼 사건을 오래 맡아 왔습니다.`,
});

export const ARTICLE_SUMMARY_FIXTURES: ArticleSummary[] = [
  {
    idx: 24,
    title: '혼인 20년 차 이혼, 전업주부의 재산분할 50% 인정',
    intro: '가사와 육아에 전념해 온 의뢰인이 재산의 절반을 분할받은 사례입니다.',
    group_code: 'CT0005',
    group_name: '이혼',
    type_idx: 12,
    img_url: '/static/articles/success-024.svg',
    created_at: '2024-05-20T00:00:00.000Z',
  },
  {
    idx: 25,
    title: '양육권 다툼, 아이의 의사를 존중한 결과',
    intro: '아이의 생활 환경을 꼼꼼히 보여 주어 양육권을 지킨 사례입니다.',
    group_code: 'CT0005',
    group_name: '이혼',
    type_idx: 12,
    img_url: null,
    created_at: '2024-06-02T00:00:00.000Z',
  },
];

const shared: Omit<ArticleData, keyof ArticleSummary> = {
  template: [
    row(100, 'h1', '이혼 재산분할, 기여도를 인정받는 방법'),
    row(101, 'h2', '재산분할, 무엇인가요?', { description: '혼인 중 함께 모은 재산을 나눕니다.' }),
    row(102, 'h3', '기본 개념', { parent: 101, reference_is_use: true }),
    row(103, 'h3', '분할 대상', { parent: 101, news_is_use: true }),
    row(104, 'h2', '진행 절차와 준비', { youtube_is_use: true }),
    row(105, 'h3', '준비할 자료', { parent: 104 }),
    row(106, 'h2', '자주 묻는 질문', { active_faq: true, faqCount: 2 }),
  ],
  contentsList: [
    {
      idx: 1,
      template_idx: 102,
      kind: 'text',
      title: null,
      body: '<p>재산분할은 <strong>기여도</strong>에 따라 정해집니다.</p><script>alert(1)</script>',
    },
    {
      idx: 2,
      template_idx: 103,
      kind: 'text',
      title: null,
      body: '<ul><li>부동산</li><li>예금과 퇴직금</li></ul>',
    },
    { idx: 3, template_idx: 105, kind: 'text', title: null, body: '<p>혼인관계증명서</p>' },
    {
      idx: 4,
      template_idx: 106,
      kind: 'faq',
      title: '전업주부도 재산분할을 받을 수 있나요?',
      body: '<p>네, 가사노동도 재산 형성에 대한 기여로 인정됩니다.</p>',
    },
    {
      idx: 5,
      template_idx: 106,
      kind: 'faq',
      title: '퇴직금도 나누나요?',
      body: '<p>혼인 기간에 해당하는 부분은 분할 대상이 될 수 있습니다.</p>',
    },
  ],
  h2List: [
    { idx: 101, tag_title: '재산분할, 무엇인가요?' },
    { idx: 104, tag_title: '진행 절차와 준비' },
    { idx: 106, tag_title: '자주 묻는 질문' },
  ],
  lawyerData: [lawyerFixture(3, '한서윤', '대표변호사')],
  fieldData: [
    { idx: 1, title: '기업법무', link: '/info?group_code=CT0004' },
    { idx: 6, title: '이혼', link: '/info?group_code=CT0005' },
    { idx: 7, title: '상속·가사', link: '/info?group_code=CT0006' },
    { idx: 8, title: '', link: '/info?group_code=CT0012' },
  ],
  successData: ARTICLE_SUMMARY_FIXTURES,
  groupTopTenLawyerList: [
    lawyerFixture(3, '한서윤', '대표변호사'),
    lawyerFixture(9, '정다온'),
    lawyerFixture(12, '윤지호'),
  ],
  referenceLinkList: [
    { idx: 1, title: '재산분할 비율은 어떻게 정하나요?', link: '/faq/detail/11', tag_idx: 102 },
    { idx: 2, title: '', link: '/info', tag_idx: 102 },
    { idx: 3, title: '숨은 링크', link: '/info/3', tag_idx: 105 },
  ],
  newsLinkList: [
    {
      idx: 4,
      title: '법원, 가사노동 기여 폭넓게 인정',
      link: 'https://news.example/1',
      tag_idx: 103,
    },
  ],
  shortsLinkList: [
    { idx: 5, title: '1분 요약: 재산분할', link: 'https://video.example/shorts/1', tag_idx: 104 },
  ],
  youtubeLinkList: [
    { idx: 6, title: '재산분할 절차 해설', link: 'https://video.example/watch/2', tag_idx: 104 },
  ],
  imgData: null,
  initialData: {
    pro_count: 231,
    experience_cnt: 48500,
    world_office_cnt: 40,
    total_world_office_cnt: 46,
    office_cnt: 25,
    centerCount: 4,
  },
  faqElementMaxCountInContents: 2,
};

export const INFO_DETAIL_FIXTURE: InfoDetail = {
  idx: 7,
  title: '이혼 재산분할, 기여도를 인정받는 방법',
  intro: '재산분할에서 기여도가 어떻게 평가되는지, 무엇을 준비해야 하는지 정리했습니다.',
  group_code: 'CT0005',
  group_name: '이혼',
  type_idx: 12,
  img_url: null,
  created_at: '2024-03-14T00:00:00.000Z',
  updated_at: '2024-04-28T00:00:00.000Z',
  ...shared,
  prevPost: null,
  nextPost: { pathname: '/info/8', idx: 8, title: '상속포기와 한정승인, 무엇이 다를까' },
};

export const SUCCESS_DETAIL_FIXTURE: SuccessDetail = {
  ...ARTICLE_SUMMARY_FIXTURES[0]!,
  ...shared,
  successData: ARTICLE_SUMMARY_FIXTURES.slice(1),
  imgData: {
    img_url: '/static/articles/success-024.svg',
    alt: '혼인 20년 차 이혼, 전업주부의 재산분할 50% 인정 대표 이미지',
  },
  pn: {
    prev: {
      pathname: '/success/23',
      id: 23,
      title: '음주운전 재범, 실형 위기에서 집행유예로 마무리',
    },
    next: null,
  },
};
