// spec/site.md §2 Legal-topic article pages, §5 Lawyer sidebar and §9 (wide layout 1280 px,
// sidebar lawyers 6, ToC scroll offset 150 px, case image 382x510): the article pages'
// constants and visitor-facing copy, in one place for the pages and their tests.
import { DEFAULT_LIST_PAGE_SIZE } from '@lawfirm/api-client';
import type { ArticleKind } from '@lawfirm/api-client/site-core';

import { ROUTE_TITLES } from '../../route-titles';

/** Articles a list page shows (the api's list page size). */
export const ARTICLE_PAGE_SIZE = DEFAULT_LIST_PAGE_SIZE;

/** §9 "ToC scroll offset 150 px": where a contents link lands its heading below the top. */
export const TOC_SCROLL_OFFSET_PX = 150;

/** §9 "Sidebar lawyers 6" (§5 Lawyer sidebar). */
export const SIDEBAR_LAWYER_COUNT = 6;

/** §9 "Wide layout 1280 px": the sidebar is sticky beside the article from this width. */
export const ARTICLE_WIDE_MIN_WIDTH_PX = 1280;

/** §9 "case image 382x510". */
export const CASE_IMAGE_WIDTH_PX = 382;
export const CASE_IMAGE_HEIGHT_PX = 510;

/** Characters of an article's intro its meta description takes. */
export const ARTICLE_DESCRIPTION_LENGTH = 150;

/** What differs between the two kinds of article: the list's name and its copy. */
export const ARTICLE_KIND_COPY = {
  info: {
    title: ROUTE_TITLES['/info'],
    eyebrow: 'LEGAL INFORMATION',
    subtitle: '분야별 전문 변호사가 꼭 알아야 할 법률 지식을 쉽게 정리했습니다.',
    listLabel: '법률 정보 목록',
    empty: '아직 등록된 법률 정보가 없습니다.',
    emptyField: '이 분야에는 아직 등록된 법률 정보가 없습니다.',
  },
  success: {
    title: ROUTE_TITLES['/success'],
    eyebrow: 'SUCCESS CASES',
    subtitle: '대륜의 변호사들이 의뢰인과 함께 만들어 낸 결과를 소개합니다.',
    listLabel: '성공 사례 목록',
    empty: '아직 등록된 성공 사례가 없습니다.',
    emptyField: '이 분야에는 아직 등록된 성공 사례가 없습니다.',
  },
} as const satisfies Record<ArticleKind, Record<string, string>>;

export const ARTICLE_COPY = {
  allFields: '전체 분야',
  fieldFilterLabel: '분야',
  emptyHint: '다른 분야를 둘러보시거나, 전문 변호사에게 직접 상담을 받아 보세요.',
  readMore: '자세히 보기',
  tocTitle: '목차',
  printLabel: '인쇄 · PDF 저장',
  printHint: '이 글만 깔끔하게 인쇄하거나 PDF로 저장할 수 있습니다.',
  successCases: '관련 성공 사례',
  otherFields: '다른 분야 보기',
  lawyers: '담당 변호사',
  reference: '더 알아보기',
  news: '관련 뉴스',
  video: '관련 영상',
  shorts: '쇼츠',
  faqHeading: '자주 묻는 질문',
  previous: '이전 글',
  next: '다음 글',
  noPrevious: '이전 글이 없습니다',
  noNext: '다음 글이 없습니다',
  backToList: '목록 보기',
  neighboursLabel: '이전 글과 다음 글',
  statisticsTitle: '숫자로 보는 대륜',
  contactTitle: '혼자 고민하지 마세요',
  contactText: '사건 경험이 많은 전문 변호사가 상황을 듣고 방향을 함께 찾아 드립니다.',
  contactPhone: '24시간 전화 상담',
  consultWidgetTitle: '온라인 상담 신청',
  consultWidgetText: '원하시는 시간에 변호사가 먼저 연락드립니다.',
  consultWidgetAction: '상담 예약하기',
  phoneWidgetTitle: '전화 상담',
  phoneWidgetText: '365일 24시간 상담 접수',
  published: '작성일',
  caseImageCaption: '사건 결과 요약',
} as const;
