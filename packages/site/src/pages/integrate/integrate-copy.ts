// spec/site.md §2 /integrate: the integrated search's visitor-facing copy, in one place for the
// page, its route's head and their tests.
import { ROUTE_TITLES } from '../../route-titles';

export const INTEGRATE_COPY = {
  title: ROUTE_TITLES['/integrate'],
  lead: '변호사, 성공 사례, 법률 정보, 법률 Q&A를 한 번에 찾아보세요.',
  searchLabel: '통합 검색어',
  searchPlaceholder: '변호사, 성공 사례, 법률 정보 검색',
  recommendedLabel: '추천 검색어',
  tabsLabel: '검색 결과 분류',
  /** The heading of a search's results, in the page and in the document title. */
  resultsFor: (keyword: string) => `‘${keyword}’ 검색 결과`,
  total: (count: string) => `총 ${count}건`,
  countOf: (count: string) => `${count}건`,
  moreOf: (label: string) => `${label} 결과 더보기`,
  // §8 gives the Q&A's "No search results"; the search says it alike.
  noResults: '검색 결과가 없습니다.',
  noResultsHint: '검색어의 철자를 확인하시거나, 더 짧거나 다른 단어로 다시 찾아보세요.',
  noResultsInTab: (label: string) => `${label}에서 찾은 결과가 없습니다.`,
  noResultsInTabHint: '다른 분류의 결과를 확인해 보세요.',
  noKeyword: '검색어를 입력해 주세요.',
  noKeywordHint: '변호사 이름, 사건 분야, 궁금한 법률 문제로 찾아볼 수 있습니다.',
  lawyerField: '분야',
  pagesLabel: '검색 결과 페이지',
} as const;
