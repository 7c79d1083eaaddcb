// spec/site.md §7 #16 and §9, the member's case list: its own module, since the list's search
// rules run at every page's start-up (the route table) and the rest of the client area's
// constants (members.ts) should not come with them.

/** §9 "Case list page size 4; default page 1; default tab ongoing". */
export const CASE_LIST_PAGE_SIZE = 4;
export const CASE_LIST_DEFAULT_PAGE = 1;
/** §2 My case status and §7 #16: tapState is ongoing or closed. */
export const CASE_TABS = ['ongoing', 'closed'] as const;
export const CASE_LIST_DEFAULT_TAB = 'ongoing';

export type CaseTab = (typeof CASE_TABS)[number];
