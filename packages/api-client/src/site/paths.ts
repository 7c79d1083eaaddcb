// The site's API paths (spec/site.md §7), without zod: the calls (src/calls/) send to them and
// the api serves them. Paths with `:name` are routes in Fastify's syntax, filled in by fillPath.

export const APP_USER_PATH = '/api/lawfirm/app/user';
export const AUTH_CALLBACK_PATH = '/api/app/auth/callback';
export const APP_AUTH_PATH = '/api/app/auth';
export const AUTH_CHECK_PATH = '/api/app/auth/check';
export const AUTH_TOKEN_PATH = '/api/auth/token';
export const CASE_DETAIL_PATH = '/api/lawfirm/app/case/:idx';
export const CASE_LIST_PATH = '/api/lawfirm/app/case/list';
export const CENTER_FOOTER_LIST_PATH = '/api/center-footer/list';
export const CENTER_LIST_PATH = '/api/center/list';
export const FAQ_DETAIL_PATH = '/api/faq/:idx';
export const FAQ_FEEDBACK_PATH = '/api/faq/:idx/feedback';
export const FAQ_GROUP_LIST_PATH = '/api/faq/groups';
export const FAQ_LIST_PATH = '/api/faq/list';
export const FIELD_LIST_PATH = '/api/field/list';
export const FOOTER_TERMS_PATH = '/api/terms/footer/latest';
export const HOME_LANDING_PATH = '/api/home/landing';
export const INFO_DETAIL_PATH = '/api/info/:idx';
export const INFO_LIST_PATH = '/api/info/list';
export const INTEGRATED_SEARCH_PATH = '/api/search';
export const LAWYER_LIST_PATH = '/api/lawyer/list';
export const OFFICE_LIST_PATH = '/api/office/list';
export const PARTNER_LIST_PATH = '/api/partner/list';
export const POPUP_TOP_LIST_PATH = '/api/popup/top/list';
/** Route of the identity service, in the api's (Fastify's) parameter syntax. */
export const PROVIDER_LOGIN_PATH = '/login/:provider';
export const SEO_FIELD_LIST_PATH = '/api/mng/app/seo-template/field/list-by-center';
export const STATISTICS_PATH = '/api/statistics';
export const STRENGTH_DETAIL_PATH = '/api/strength/:url';
export const STRENGTH_LIST_PATH = '/api/strength/list';
export const SUCCESS_DETAIL_PATH = '/api/success/:idx';
export const SUCCESS_LIST_PATH = '/api/success/list';
export const TEMP_LOGIN_PATH = '/api/app/auth/temp';
export const TERM_DETAIL_PATH = '/api/terms/:terms_code';
export const TERMS_LIST_PATH = '/api/terms/list';
export const AUTH_LOGOUT_PATH = '/api/app/auth/logout';
export const CONSULTING_PATH = '/api/consulting';
export const POPUP_TOP_CLICK_PATH = '/api/popup/top/click';
export const USER_AGREE_PATH = '/api/lawfirm/app/user/agree';
