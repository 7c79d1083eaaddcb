// spec/site.md §2 Legal Q&A and §9 "FAQ page size 9 ...; mobile categories first 8": the Q&A
// pages' constants and visitor-facing copy, in one place for the pages and their tests.
import { FAQ_AIIT_CODE, FAQ_PAGE_SIZE } from '@lawfirm/api-client';
import { faqDetailPath, faqListPath } from '@lawfirm/api-client/site-core';

import { DEFAULT_EXCERPT_LENGTH, excerptOf } from '../../lib/excerpt';

import { faqBackToListPath } from './faq-paths';
import { FAQ_TITLE, faqSearchResultsTitle } from './faq-titles';

export { FAQ_AIIT_CODE, FAQ_PAGE_SIZE };

/** §9 "mobile categories first 8": the grid shows these many before "more fields". */
export const FAQ_MOBILE_CATEGORY_COUNT = 8;

/** The answer's heading on a detail page: the anchor a link straight to the answer uses. */
export const FAQ_ANSWER_HEADING_ID = 'faq-answer-title';

/** Characters of question_contents a list item shows before it is cut. */
export { DEFAULT_EXCERPT_LENGTH as FAQ_EXCERPT_LENGTH, excerptOf };

export const FAQ_COPY = {
  title: FAQ_TITLE,
  // §2: the answers are not a layperson's or an advertiser's: specialist lawyers write them.
  subtitle: '비전문가의 답변이나 광고성 답변이 아닌, 분야별 전문 변호사가 직접 답변합니다.',
  searchLabel: '법률 Q&A 검색어',
  searchPlaceholder: '궁금한 법률 문제를 검색해 보세요',
  categoryMenuTitle: '업무 분야',
  allCategories: '전체',
  moreCategories: '분야 더보기',
  lessCategories: '접기',
  // §2 and §8: "No search results".
  noResults: '검색 결과가 없습니다.',
  noResultsHint: '다른 검색어로 다시 찾아보시거나, 전문 변호사에게 직접 상담을 받아 보세요.',
  emptyCategory: '이 분야에는 아직 등록된 질문이 없습니다.',
  seeDetails: '자세히 보기',
  views: '조회수',
  searchResultsFor: faqSearchResultsTitle,
  listLabel: '질문 목록',
  questionHeading: '질문 내용',
  answerHeading: '변호사 답변',
  keywordsLabel: '키워드',
  previous: '이전 글',
  next: '다음 글',
  noPrevious: '이전 글이 없습니다',
  noNext: '다음 글이 없습니다',
  backToList: '목록 보기',
  // §2 the detail's feedback component.
  feedback: {
    title: '이 답변이 도움이 되었나요?',
    helpful: '도움이 됐어요',
    notHelpful: '아쉬워요',
    thanks: {
      helpful: '도움이 되었다니 다행입니다. 의견 감사합니다.',
      notHelpful:
        '의견 감사합니다. 더 정확한 답변이 필요하시면 전문 변호사에게 직접 상담을 받아 보세요.',
    },
    failed: '의견을 보내지 못했습니다. 잠시 후 다시 눌러 주세요.',
  },
} as const;

export { faqBackToListPath };

/** The Q&A list and entry paths, as the api's sitemap lists them. */
export { faqDetailPath, faqListPath };

/** The keyword chips of a comma-separated keyword field (§3), blanks and repeats dropped. */
export function keywordChips(keyword: string): string[] {
  return [
    ...new Set(
      keyword
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    ),
  ];
}
