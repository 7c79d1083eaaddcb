// The visitor-facing title of every route of spec/site.md §2's route table, keyed by the
// route's path as TanStack Router writes it. One map, so that a page's <h1> and its
// document title never disagree, and so that main-site and center-site name pages alike.
export const ROUTE_TITLES = {
  '/': '홈',
  '/choice': '상담 예약',
  '/consult': '개인 온라인 상담',
  '/consulting': '기업 온라인 상담',
  '/complete': '상담 신청 완료',
  '/info': '법률 정보',
  '/success': '성공 사례',
  '/strength': '대륜의 강점',
  '/strength/$url': '대륜의 강점',
  // spec/site.md §2 "Other firm pages"; the spec shows no paths for them, so these are ours.
  '/about/greeting': '인사말',
  '/about/intro': '대륜 소개',
  '/about/system': '업무 시스템',
  '/about/ci': 'CI 소개',
  '/faq': '법률 Q&A',
  '/faq/$codeDesc': '분야별 법률 Q&A',
  '/faq/detail/$idx': '법률 Q&A 상세',
  '/field/area': '분야별 업무',
  '/integrate': '통합 검색',
  '/map': '전국 사무소 안내',
  '/map/$key': '사무소 안내',
  '/mycase': '나의 사건 현황',
  '/mycase/$idx': '사건 상세',
  '/mypage': '마이페이지',
  // spec/site.md §2: the withdrawal-reason page; its path is not shown, so it is ours.
  '/mypage/withdrawal': '회원 탈퇴',
  '/login': '간편 로그인',
  '/login/sign/step_one': '회원가입',
  '/login/sign/step_two': '회원가입',
  '/common/term/$termsCode': '약관',
  '/inquire': '고객만족센터',
  // spec/chat-widget.md §2: both paths set the page title to a chat-consultation title.
  '/daeryuntalk': '채팅 상담',
  '/daeryuntalk-test': '채팅 상담',
} as const satisfies Record<string, string>;

export type RoutePath = keyof typeof ROUTE_TITLES;

/** The not-found page's title. */
export const NOT_FOUND_TITLE = '페이지를 찾을 수 없습니다';

/**
 * The error page's title and heading: a page that failed to load or render (the api down, a
 * bug). spec/site.md §8 gives web pages no other error messages; this one says only that it
 * failed, never why.
 */
export const ERROR_TITLE = '일시적인 오류가 발생했습니다';
