// A centre's home (spec/site.md §1 "a main site plus group sites (centres)"): how much each
// section shows and its visitor-facing copy, in one place for the page, its head and its tests.
import { FIRM_NAME } from '../../constants';

/** How many entries each section shows, and how many each of its calls asks for. */
export const CENTRE_HOME_LIMITS = {
  /** Q&A entries, taken in turn from the centre's categories (each answers its newest 9). */
  faq: 6,
  /** Success cases, and info articles, under the centre's fields, newest first. */
  articles: 3,
  /**
   * Articles asked of each category: more than shown, since only those filed under one of the
   * centre's fields (call #17) are kept.
   */
  articlesPerCategory: 6,
  /** Lawyers, as many as an article's sidebar shows (spec/site.md §9 "Sidebar lawyers 6"). */
  lawyers: 6,
  /** Strengths previewed; the rest are one link away on /strength. */
  strengths: 6,
} as const;

/** `디지털포렌식·증거조사`: the categories as one phrase, without a particle to agree with. */
export const joinCategoryNames = (names: readonly string[]) => names.join('·');

/** What the centre takes on, or the firm's promise when it groups no categories. */
function centreWork(categoryNames: readonly string[]): string {
  return categoryNames.length > 0
    ? `${joinCategoryNames(categoryNames)} 사건을 분야별 전문 변호사가 상담부터 사후 관리까지 전담합니다.`
    : '분야별 전문 변호사가 상담부터 사후 관리까지 책임지고 함께합니다.';
}

export const CENTRE_HOME_COPY = {
  eyebrow: FIRM_NAME,
  /** The hero's one line. */
  lead: centreWork,
  fieldsLabel: '주요 업무 분야',
  consult: '상담 신청',
  call: (phone: string) => `전화 상담 ${phone}`,
  strengthsTitle: '대륜이 다른 이유',
  strengthsLead: '센터의 사건도 법인 본사가 처음부터 끝까지 책임집니다.',
  strengthsAll: '대륜의 강점 모두 보기',
  faqTitle: '법률 Q&A',
  faqLead: '비전문가의 답변이나 광고성 답변이 아닌, 분야별 전문 변호사가 직접 답변합니다.',
  /** "더 보기" of one category; the category is named when there are several. */
  faqMore: (categoryName: string | undefined) =>
    categoryName ? `${categoryName} Q&A 더 보기` : 'Q&A 더 보기',
  articlesMore: (listTitle: string, categoryName: string | undefined) =>
    categoryName ? `${categoryName} ${listTitle} 더 보기` : `${listTitle} 더 보기`,
  lawyersTitle: '담당 변호사',
  lawyersLead: '센터의 사건은 해당 분야를 전담하는 변호사가 직접 맡습니다.',
  officesTitle: '전국 사무소',
  officesLead: (centreName: string) =>
    `전국 어디서나 가까운 사무소에서 ${centreName} 상담을 받으실 수 있습니다. 상담 접수는 365일 24시간 가능합니다.`,
  officesAll: '사무소 안내 전체 보기',
  ctaTitle: '지금 바로 상담을 예약하세요',
  ctaText: '원하는 시간에, 원하는 방식으로. 분야별 전문 변호사가 먼저 듣겠습니다.',
  ctaAction: '상담 예약하기',
} as const;

/** The page's meta description (its search-result snippet), naming the centre. */
export function centreHomeDescription(centreName: string, categoryNames: readonly string[]) {
  return `${FIRM_NAME} ${centreName}: ${centreWork(categoryNames)} 성공 사례와 법률 Q&A, 24시간 상담 접수.`;
}
