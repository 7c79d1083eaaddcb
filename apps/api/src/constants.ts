// The spec constants the api relies on, named as the spec names them. Those the site and the
// widget share live in @lawfirm/api-client and are imported from there.
import { INTEREST_CATEGORIES } from '@lawfirm/api-client';
import type { DEFAULT_CENTER_CODE } from '@lawfirm/api-client';

/** spec/site.md §1 and §9: CT0000 is the whole firm and the default centre code. */
export { DEFAULT_CENTER_CODE } from '@lawfirm/api-client';

/** spec/site.md §3 "Category codes for interest selection", in the spec's order. */
export const CATEGORY_CODES = INTEREST_CATEGORIES.map((category) => category.code);

/**
 * The centres: those spec/site.md §2 Footer "Group list rules" names (CT0022, CT0023, CT0028,
 * ICT0005), then two of ours, the criminal-defence (CT0031) and divorce and family (CT0032)
 * centres, on codes no category uses (§3 category codes end at CT0030).
 */
export const CENTER_CODES = ['CT0022', 'CT0023', 'CT0028', 'ICT0005', 'CT0031', 'CT0032'] as const;

/** spec/site.md §3 Group/centre: parent_code is "centre or in_center". */
export const PARENT_CODE = {
  centre: 'centre',
  inCenter: 'in_center',
} as const;

export type CategoryCode = (typeof CATEGORY_CODES)[number];
export type CenterCode = (typeof CENTER_CODES)[number];
export type GroupCode = typeof DEFAULT_CENTER_CODE | CategoryCode | CenterCode;

/** spec/site.md §9 "Sidebar lawyers 6" (§5 Lawyer sidebar): the most lawyers a sidebar shows. */
export const SIDEBAR_LAWYER_COUNT = 6;

/** spec/site.md §3 Article data `groupTopTenLawyerList`: a group's first ten lawyers. */
export const GROUP_TOP_LAWYER_COUNT = 10;

/**
 * Call #12 POST /api/consulting, per client address (spec/site.md §7 #12 sets no figure): a
 * company sends one request, maybe a corrected second one; more in ten minutes is a script.
 */
export const CONSULT_RATE_LIMIT = { max: 5, timeWindowMs: 10 * 60 * 1000 } as const;

/** How long an Idempotency-Key of call #12 holds its first answer (then it may be used anew). */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

/** Call #12's 429 `msg`: the site alerts it (spec/site.md §8 "If the response carries msg"). */
export const CONSULT_RATE_LIMIT_MESSAGE =
  '짧은 시간에 상담 신청이 너무 많이 접수되었습니다. 잠시 후 다시 시도해 주세요.';

/** Call #12's 409 `msg`: an Idempotency-Key already used for a request with other content. */
export const IDEMPOTENCY_CONFLICT_MESSAGE =
  '이미 다른 내용으로 접수된 신청입니다. 페이지를 새로 고친 뒤 다시 신청해 주세요.';
