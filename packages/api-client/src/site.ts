// @lawfirm/api-client/site: the website's calls (spec/site.md §7), their schemas, entities, rules
// and TanStack Query options.
export {
  deleteAppUser,
  withdrawalBodyOf,
  withdrawalBodySchema,
  withdrawalReasonSchema,
} from './calls/delete-app-user';
export type {
  WithdrawalBodyInput,
  WithdrawalChoice,
  WithdrawalReasonCode,
} from './calls/delete-app-user';
export {
  APP_USER_PATH,
  appUserQueryOptions,
  appUserResponseSchema,
  getAppUser,
} from './calls/get-app-user';
export type { AppUserResponse } from './calls/get-app-user';
export {
  AUTH_CALLBACK_PATH,
  authCallbackQueryOptions,
  authCallbackResponseSchema,
  getAuthCallback,
} from './calls/get-auth-callback';
export type { AuthCallbackOptions, AuthCallbackResponse } from './calls/get-auth-callback';
export {
  APP_AUTH_PATH,
  AUTH_CHECK_PATH,
  authCheckQueryOptions,
  authCheckResponseSchema,
  checkAuthCookie,
  getAuthCheck,
  isAuthCheckPassed,
  postAppAuth,
} from './calls/get-auth-check';
export type { AuthCheckResponse } from './calls/get-auth-check';
export { AUTH_TOKEN_PATH, authTokenResponseSchema, getAuthToken } from './calls/get-auth-token';
export type { AuthTokenResponse } from './calls/get-auth-token';
export {
  CASE_DETAIL_PATH,
  caseDetailQueryOptions,
  caseDetailResponseSchema,
  getCaseDetail,
} from './calls/get-case-detail';
export type { CaseDetailResponse } from './calls/get-case-detail';
export {
  CASE_LIST_PATH,
  caseListQueryOptions,
  caseListQuerySchema,
  caseListResponseSchema,
  getCaseList,
} from './calls/get-case-list';
export type { CaseListQueryInput, CaseListResponse } from './calls/get-case-list';
export {
  CENTER_FOOTER_LIST_PATH,
  centerFooterListQueryOptions,
  centerFooterListResponseSchema,
  centerFooterSchema,
  getCenterFooterList,
  socialLinkSchema,
} from './calls/get-center-footer-list';
export type {
  CenterFooter,
  CenterFooterListResponse,
  SocialLink,
} from './calls/get-center-footer-list';
export {
  CENTER_LIST_PATH,
  centerChildSchema,
  centerListQueryOptions,
  centerListResponseSchema,
  centerSchema,
  getCenterList,
} from './calls/get-center-list';
export type { Center, CenterChild, CenterListResponse } from './calls/get-center-list';
export {
  FAQ_DETAIL_PATH,
  faqDetailQueryOptions,
  faqDetailResponseSchema,
  faqDetailSchema,
  getFaqDetail,
} from './calls/get-faq-detail';
export type { FaqDetail, FaqDetailResponse } from './calls/get-faq-detail';
export {
  FAQ_GROUP_LIST_PATH,
  faqGroupListQueryOptions,
  faqGroupListResponseSchema,
  getFaqGroupList,
} from './calls/get-faq-group-list';
export type { FaqGroupListResponse } from './calls/get-faq-group-list';
export {
  FAQ_LIST_PATH,
  faqListQueryOptions,
  faqListQuerySchema,
  faqListResponseSchema,
  getFaqList,
} from './calls/get-faq-list';
export type { FaqListQueryInput, FaqListResponse } from './calls/get-faq-list';
export {
  FIELD_LIST_PATH,
  fieldListQueryOptions,
  fieldListQuerySchema,
  fieldListResponseSchema,
  getFieldList,
} from './calls/get-field-list';
export type { FieldListQueryInput, FieldListResponse } from './calls/get-field-list';
export {
  FOOTER_TERMS_PATH,
  footerTermsQueryOptions,
  footerTermsQuerySchema,
  footerTermsResponseSchema,
  getFooterTerms,
} from './calls/get-footer-terms';
export type { FooterTermsQueryInput, FooterTermsResponse } from './calls/get-footer-terms';
export {
  HOME_LANDING_PATH,
  getHomeLanding,
  homeLandingQueryOptions,
  homeLandingResponseSchema,
  homeLandingSchema,
  homeLinkCardSchema,
} from './calls/get-home-landing';
export type { HomeLanding, HomeLandingResponse, HomeLinkCard } from './calls/get-home-landing';
export {
  INFO_DETAIL_PATH,
  getInfoDetail,
  infoDetailQueryOptions,
  infoDetailResponseSchema,
  infoDetailSchema,
  infoPostLinkSchema,
} from './calls/get-info-detail';
export type { InfoDetail, InfoDetailResponse, InfoPostLink } from './calls/get-info-detail';
export { INFO_LIST_PATH, getInfoList, infoListQueryOptions } from './calls/get-info-list';
export {
  INTEGRATED_SEARCH_PATH,
  getIntegratedSearch,
  integratedSearchQueryOptions,
  integratedSearchQuerySchema,
  integratedSearchResponseSchema,
  integratedSearchSchema,
  searchTabSchema,
} from './calls/get-integrated-search';
export type {
  IntegratedSearch,
  IntegratedSearchQueryInput,
  IntegratedSearchResponse,
  SearchTab,
} from './calls/get-integrated-search';
export {
  LAWYER_LIST_PATH,
  getLawyerList,
  lawyerListQueryOptions,
  lawyerListQuerySchema,
  lawyerListResponseSchema,
} from './calls/get-lawyer-list';
export type { LawyerListQueryInput, LawyerListResponse } from './calls/get-lawyer-list';
export {
  OFFICE_LIST_PATH,
  getOfficeList,
  officeListQueryOptions,
  officeListResponseSchema,
  regionSchema,
} from './calls/get-office-list';
export type { OfficeListResponse, Region } from './calls/get-office-list';
export {
  PARTNER_LIST_PATH,
  getPartnerList,
  partnerListQueryOptions,
  partnerListResponseSchema,
  partnerLogoSchema,
} from './calls/get-partner-list';
export type { PartnerListResponse, PartnerLogo } from './calls/get-partner-list';
export {
  POPUP_TOP_LIST_PATH,
  getPopupTopList,
  popupBannerSchema,
  popupTopListQueryOptions,
  popupTopListResponseSchema,
} from './calls/get-popup-top-list';
export type { PopupBanner, PopupTopListResponse } from './calls/get-popup-top-list';
export {
  PROVIDER_LOGIN_PATH,
  providerLoginParamsSchema,
  providerLoginQuerySchema,
  providerLoginUrl,
} from './calls/get-provider-login';
export type { ProviderLoginParamsInput, ProviderLoginQueryInput } from './calls/get-provider-login';
export {
  SEO_FIELD_LIST_PATH,
  getSeoFieldList,
  seoFieldListQueryOptions,
  seoFieldListQuerySchema,
  seoFieldListResponseSchema,
} from './calls/get-seo-field-list';
export type { SeoFieldListQueryInput, SeoFieldListResponse } from './calls/get-seo-field-list';
export {
  STATISTICS_PATH,
  getStatistics,
  statisticsQueryOptions,
  statisticsResponseSchema,
  statisticsSchema,
} from './calls/get-statistics';
export type { Statistics, StatisticsResponse } from './calls/get-statistics';
export {
  STRENGTH_DETAIL_PATH,
  getStrengthDetail,
  strengthDetailParamsSchema,
  strengthDetailQueryOptions,
  strengthDetailResponseSchema,
  strengthDetailSchema,
} from './calls/get-strength-detail';
export type {
  StrengthDetail,
  StrengthDetailParamsInput,
  StrengthDetailResponse,
} from './calls/get-strength-detail';
export {
  STRENGTH_LIST_PATH,
  getStrengthList,
  strengthContextSchema,
  strengthListQueryOptions,
  strengthListResponseSchema,
  strengthListSchema,
} from './calls/get-strength-list';
export type {
  StrengthContext,
  StrengthList,
  StrengthListResponse,
} from './calls/get-strength-list';
export {
  SUCCESS_DETAIL_PATH,
  getSuccessDetail,
  successDetailQueryOptions,
  successDetailResponseSchema,
  successDetailSchema,
  successPostLinkSchema,
} from './calls/get-success-detail';
export type {
  SuccessDetail,
  SuccessDetailResponse,
  SuccessPostLink,
} from './calls/get-success-detail';
export {
  SUCCESS_LIST_PATH,
  getSuccessList,
  successListQueryOptions,
} from './calls/get-success-list';
export { TEMP_LOGIN_PATH, tempLoginQuerySchema, tempLoginUrl } from './calls/get-temp-login';
export type { TempLoginQueryInput } from './calls/get-temp-login';
export {
  TERM_DETAIL_PATH,
  getTermDetail,
  termDetailParamsSchema,
  termDetailQueryOptions,
  termDetailResponseSchema,
  termDetailSchema,
} from './calls/get-term-detail';
export type {
  TermDetail,
  TermDetailParamsInput,
  TermDetailResponse,
} from './calls/get-term-detail';
export {
  TERMS_LIST_PATH,
  getTermsList,
  termsListQueryOptions,
  termsListResponseSchema,
} from './calls/get-terms-list';
export type { TermsListResponse } from './calls/get-terms-list';
export {
  appUserPatchBodySchema,
  interestCategoryCodeSchema,
  patchAppUser,
} from './calls/patch-app-user';
export type { AppUserPatchBodyInput, InterestCategoryCode } from './calls/patch-app-user';
export { AUTH_LOGOUT_PATH, postAuthLogout } from './calls/post-auth-logout';
export { authTokenBodySchema, postAuthToken } from './calls/post-auth-token';
export type { AuthTokenBodyInput } from './calls/post-auth-token';
export {
  CONSULTING_PATH,
  CONSULT_FIELD_MAX_LENGTH,
  consultationRuleInputOf,
  consultingBodySchema,
  consultingDetailSchema,
  consultingHeadersSchema,
  consultingResponseSchema,
  postConsulting,
  toConsultingBody,
} from './calls/post-consulting';
export type {
  ConsultingBodyInput,
  ConsultingDetail,
  ConsultingFormValues,
  ConsultingResponse,
  PostConsultingOptions,
} from './calls/post-consulting';
export {
  POPUP_TOP_CLICK_PATH,
  popupTopClickBodySchema,
  postPopupTopClick,
} from './calls/post-popup-top-click';
export type { PopupTopClickBodyInput } from './calls/post-popup-top-click';
export { USER_AGREE_PATH, postUserAgree, userAgreeBodySchema } from './calls/post-user-agree';
export type { UserAgreeBodyInput } from './calls/post-user-agree';
export {
  articleContentSchema,
  articleDataSchema,
  articleImageSchema,
  articleSummarySchema,
  h2ItemSchema,
  templateRowSchema,
} from './entities/article';
export type {
  ArticleContent,
  ArticleData,
  ArticleImage,
  ArticleSummary,
  H2Item,
  TemplateRow,
} from './entities/article';
export { articleListQuerySchema, articleListResponseSchema } from './entities/article-list';
export type { ArticleListQueryInput, ArticleListResponse } from './entities/article-list';
export { caseFieldSchema } from './entities/case-field';
export type { CaseField } from './entities/case-field';
export { caseItemSchema, caseStateSchema } from './entities/case-item';
export type { CaseItem, CaseState } from './entities/case-item';
export {
  editorDocumentSchema,
  editorMarkSchema,
  editorNodeSchema,
} from './entities/editor-document';
export type { EditorDocument, EditorMark, EditorNode } from './entities/editor-document';
export { faqGroupSchema, faqItemSchema } from './entities/faq';
export type { FaqGroup, FaqItem } from './entities/faq';
export { initialCountsSchema } from './entities/initial-counts';
export type { InitialCounts } from './entities/initial-counts';
export { lawyerSchema } from './entities/lawyer';
export type { Lawyer } from './entities/lawyer';
export { articleLinkSchema, linkItemSchema } from './entities/link-item';
export type { ArticleLink, LinkItem } from './entities/link-item';
export { loginInfoSchema, memberSchema, providerSchema } from './entities/member';
export type { LoginInfo, Member, Provider } from './entities/member';
export { officeSchema } from './entities/office';
export type { Office } from './entities/office';
export {
  strengthCommonDataSchema,
  strengthItemSchema,
  strengthLawyerLinkSchema,
  strengthPageDataSchema,
  strengthSystemSchema,
} from './entities/strength';
export type {
  StrengthCommonData,
  StrengthItem,
  StrengthLawyerLink,
  StrengthPageData,
  StrengthSystem,
} from './entities/strength';
export { termSchema } from './entities/term';
export type { Term } from './entities/term';
export { CASE_PROGRESS_STEP_OF_STATE, caseProgress } from './rules/case-progress';
export type {
  CaseProgressStatus,
  CaseProgressStep,
  CaseProgressStepNumber,
} from './rules/case-progress';
export { CONSULTATION_RULES, checkConsultationRules } from './rules/consultation-rules';
export type {
  ConsultationRuleFailure,
  ConsultationRuleField,
  ConsultationRuleInput,
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
export { formatPhoneNumber, phoneDigits } from './rules/phone-format';
export { faqDetailPath, officePath, strengthPath, termPath } from './rules/site-paths';
export {
  BUSINESS_NUMBER_PATTERN,
  businessNumberCheckDigit,
  isBusinessNumber,
} from './rules/business-number';
