// Constants of spec/site.md used by the site's layout and pages, named as the spec names
// them. Components import them from here; tests assert against them.

/** spec/site.md §1: a group is identified by a code; CT0000 is the whole firm and the default. */
export { DEFAULT_CENTER_CODE } from '@lawfirm/api-client';

/** The firm's name as the wordmark and document titles show it. */
export const FIRM_NAME = '법무법인 대륜';

/** spec/site.md §1: the firm presents itself as a "global mega law firm" (law firm 3.0). */
export const FIRM_HEADLINE = '글로벌 메가 로펌';

/** The pages' meta description (search results and link previews). */
export const SITE_DESCRIPTION =
  '변호사 200명 이상, 20개 이상의 전문 그룹이 상담부터 사후 관리까지 함께하는 글로벌 메가 로펌입니다. 24시간 상담 접수.';

/** The id of the `<main>` landmark, the skip link's target. */
export const MAIN_CONTENT_ID = 'main';
