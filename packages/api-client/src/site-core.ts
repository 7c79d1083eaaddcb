// @lawfirm/api-client/site-core: the website's side of the API without zod (spec/site.md §7),
// for the site's bundle in the browser: the paths, the TanStack Query options, the consultation
// form's body, the rules the forms check, and the entities' types (erased at build). Each query
// loads its call, and the zod schema that checks the answer, when it first fetches (a chunk of
// its own); what the server rendered arrives dehydrated in the HTML. `/site` exports all of this
// with the calls and the schemas the api validates with.
export {
  APP_AUTH_PATH,
  APP_USER_PATH,
  AUTH_CALLBACK_PATH,
  AUTH_CHECK_PATH,
  AUTH_LOGOUT_PATH,
  AUTH_TOKEN_PATH,
  CASE_DETAIL_PATH,
  CASE_LIST_PATH,
  CENTER_FOOTER_LIST_PATH,
  CENTER_LIST_PATH,
  CONSULTING_PATH,
  FAQ_DETAIL_PATH,
  FAQ_FEEDBACK_PATH,
  FAQ_GROUP_LIST_PATH,
  FAQ_LIST_PATH,
  FIELD_LIST_PATH,
  FOOTER_TERMS_PATH,
  HOME_LANDING_PATH,
  INFO_DETAIL_PATH,
  INFO_LIST_PATH,
  INTEGRATED_SEARCH_PATH,
  LAWYER_LIST_PATH,
  OFFICE_LIST_PATH,
  PARTNER_LIST_PATH,
  POPUP_TOP_CLICK_PATH,
  POPUP_TOP_LIST_PATH,
  PROVIDER_LOGIN_PATH,
  SEO_FIELD_LIST_PATH,
  STATISTICS_PATH,
  STRENGTH_DETAIL_PATH,
  STRENGTH_LIST_PATH,
  SUCCESS_DETAIL_PATH,
  SUCCESS_LIST_PATH,
  TEMP_LOGIN_PATH,
  TERMS_LIST_PATH,
  TERM_DETAIL_PATH,
  USER_AGREE_PATH,
} from './site/paths';
export {
  homeLandingQueryOptions,
  statisticsQueryOptions,
  partnerListQueryOptions,
  strengthListQueryOptions,
  strengthDetailQueryOptions,
  infoListQueryOptions,
  infoDetailQueryOptions,
  successListQueryOptions,
  successDetailQueryOptions,
  faqGroupListQueryOptions,
  faqListQueryOptions,
  faqDetailQueryOptions,
  lawyerListQueryOptions,
  officeListQueryOptions,
  seoFieldListQueryOptions,
  integratedSearchQueryOptions,
  termsListQueryOptions,
  termDetailQueryOptions,
} from './site/content-queries';
export {
  centerFooterListQueryOptions,
  centerListQueryOptions,
  fieldListQueryOptions,
  footerTermsQueryOptions,
  popupTopListQueryOptions,
} from './site/layout-queries';
export {
  appUserQueryOptions,
  authCallbackQueryOptions,
  authCheckQueryOptions,
  caseDetailQueryOptions,
  caseListQueryOptions,
} from './site/member-queries';
export { caseListQueryWithDefaults } from './site/case-list-query';
export type { CaseListQuery } from './site/case-list-query';
export { CONSULT_FIELD_MAX_LENGTH } from './site/consult-field-limits';
export { toConsultingBody, toPersonalConsultingBody } from './site/consulting-form';
export type { ConsultingFormValues, PersonalConsultingFormValues } from './site/consulting-form';
export { CASE_PROGRESS_STEP_OF_STATE, caseProgress } from './rules/case-progress';
export {
  CONSULTATION_RULES,
  PERSONAL_CONSULTATION_RULES,
  checkConsultationRules,
  checkPersonalConsultationRules,
} from './rules/consultation-rules';
export {
  NAME_PATTERN,
  isValidName,
  isValidPhoneNumber,
  normalizeName,
  normalizePhoneNumber,
} from './rules/sign-up-rules';
// spec/site.md §5: the contact field's formatter; the chat widget shows the visitor's number
// with it too.
export { FORMATTED_PHONE_MAX_LENGTH, formatPhoneNumber, phoneDigits } from './rules/phone-format';
export {
  articleDetailPath,
  articleListPath,
  faqDetailPath,
  faqListPath,
  officePath,
  strengthPath,
  termPath,
} from './rules/site-paths';
export type { ArticleKind } from './rules/site-paths';
export { siteRedirectPath } from './rules/site-redirect';
export { providerLoginUrl, tempLoginUrl } from './rules/sign-in-urls';
export {
  checkAuthCookieLazily,
  loginStateLazily,
  logoutLazily,
  refreshSessionLazily,
  userInfoLazily,
} from './site/session-calls';
export { isWithdrawalTextValid, withdrawalBodyOf } from './rules/withdrawal-rules';
export { checkSearchKeyword, SEARCH_MAX_TERMS, searchTerms } from './rules/search-keyword';
export { isSlug } from './rules/slug';
export { centerHasSubPages } from './rules/center-sub-pages';
export { idxOf, isIdx } from './rules/idx';
export type { SearchKeywordCheck } from './rules/search-keyword';
export {
  BUSINESS_NUMBER_PATTERN,
  businessNumberCheckDigit,
  isBusinessNumber,
} from './rules/business-number';
export type {
  WithdrawalBodyInput,
  WithdrawalChoice,
  WithdrawalReasonCode,
} from './calls/delete-app-user';
export type { AppUserResponse } from './calls/get-app-user';
export type { AuthCallbackOptions, AuthCallbackResponse } from './calls/get-auth-callback';
export type { AuthCheckResponse } from './calls/get-auth-check';
export type { AuthTokenResponse } from './calls/get-auth-token';
export type { CaseDetailResponse } from './calls/get-case-detail';
export type { CaseListQueryInput, CaseListResponse } from './calls/get-case-list';
export type {
  CenterFooter,
  CenterFooterListResponse,
  FirmRepresentative,
  SocialLink,
} from './calls/get-center-footer-list';
export type { Center, CenterChild, CenterListResponse } from './calls/get-center-list';
export type { FaqDetail, FaqDetailResponse } from './calls/get-faq-detail';
export type { FaqFeedbackBodyInput } from './calls/post-faq-feedback';
export type { FaqGroupListResponse } from './calls/get-faq-group-list';
export type { FaqListQueryInput, FaqListResponse } from './calls/get-faq-list';
export type { FieldListQueryInput, FieldListResponse } from './calls/get-field-list';
export type { FooterTermsQueryInput, FooterTermsResponse } from './calls/get-footer-terms';
export type { HomeLanding, HomeLandingResponse, HomeLinkCard } from './calls/get-home-landing';
export type { InfoDetail, InfoDetailResponse, InfoPostLink } from './calls/get-info-detail';
export type {
  IntegratedSearch,
  IntegratedSearchQueryInput,
  IntegratedSearchResponse,
  SearchTab,
} from './calls/get-integrated-search';
export type { LawyerListQueryInput, LawyerListResponse } from './calls/get-lawyer-list';
export type { OfficeListResponse, Region } from './calls/get-office-list';
export type { PartnerListResponse, PartnerLogo } from './calls/get-partner-list';
export type { PopupBanner, PopupTopListResponse } from './calls/get-popup-top-list';
export type { ProviderLoginParamsInput, ProviderLoginQueryInput } from './calls/get-provider-login';
export type { SeoFieldListQueryInput, SeoFieldListResponse } from './calls/get-seo-field-list';
export type { Statistics, StatisticsResponse } from './calls/get-statistics';
export type {
  StrengthDetail,
  StrengthDetailParamsInput,
  StrengthDetailResponse,
} from './calls/get-strength-detail';
export type {
  StrengthContext,
  StrengthList,
  StrengthListResponse,
} from './calls/get-strength-list';
export type {
  SuccessDetail,
  SuccessDetailResponse,
  SuccessPostLink,
} from './calls/get-success-detail';
export type { TempLoginQueryInput } from './calls/get-temp-login';
export type {
  TermDetail,
  TermDetailParamsInput,
  TermDetailResponse,
} from './calls/get-term-detail';
export type { TermsListResponse } from './calls/get-terms-list';
export type { AppUserPatchBodyInput, InterestCategoryCode } from './calls/patch-app-user';
export type { AuthTokenBodyInput } from './calls/post-auth-token';
export type {
  ConsultingBodyInput,
  ConsultingDetail,
  ConsultingResponse,
  PostConsultingOptions,
} from './calls/post-consulting';
export type { PopupTopClickBodyInput } from './calls/post-popup-top-click';
export type { UserAgreeBodyInput } from './calls/post-user-agree';
export type {
  ArticleContent,
  ArticleData,
  ArticleImage,
  ArticleSummary,
  H2Item,
  TemplateRow,
} from './entities/article';
export type { ArticleListQueryInput, ArticleListResponse } from './entities/article-list';
export type { CaseField } from './entities/case-field';
export type { CaseItem, CaseState } from './entities/case-item';
export type { EditorDocument, EditorMark, EditorNode } from './entities/editor-document';
export type { FaqGroup, FaqItem } from './entities/faq';
export type { InitialCounts } from './entities/initial-counts';
export type { Lawyer } from './entities/lawyer';
export type { ArticleLink, LinkItem } from './entities/link-item';
export type { LoginInfo, Member, Provider } from './entities/member';
export type { Office } from './entities/office';
export type {
  StrengthCommonData,
  StrengthItem,
  StrengthLawyerLink,
  StrengthPageData,
  StrengthSystem,
} from './entities/strength';
export type { Term } from './entities/term';
export type {
  CaseProgressStatus,
  CaseProgressStep,
  CaseProgressStepNumber,
} from './rules/case-progress';
export type {
  ConsultationRuleFailure,
  ConsultationRuleField,
  ConsultationRuleInput,
  PersonalConsultationRuleField,
  PersonalConsultationRuleInput,
} from './rules/consultation-rules';
