// The public surface of @lawfirm/api-client.
export {
  API_VERSION,
  ARTICLE_CONTENT_KINDS,
  AUTHENTICATION_TRIES,
  BANNER_FILE_TYPES,
  BANNER_LINK_TYPES,
  BANNER_WEEKDAYS,
  CASE_LIST_DEFAULT_PAGE,
  CASE_LIST_DEFAULT_TAB,
  CASE_LIST_PAGE_SIZE,
  CASE_PROGRESS_STEPS,
  CASE_STATES,
  CASE_TABS,
  CONSULTING_FIELD_CODE,
  CONSULT_DETAIL_LABELS,
  CONSULT_VALIDATION_MESSAGES,
  DEFAULT_CENTER_CODE,
  GROUP_CODE_PATTERN,
  DEFAULT_LIST_PAGE_SIZE,
  DEFAULT_PHONE_NUMBER,
  DEFAULT_RETRY_DELAY_MS,
  DEFAULT_RETRY_TRIES,
  FAQ_GUBUN,
  FAQ_PAGE_SIZE,
  FOOTER_TERMS_CACHE_MS,
  HASH_AUTHENTICATION_DELAY_MS,
  HASH_AUTHENTICATION_TRIES,
  HOME_LINK_CARD_COUNT,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_MAX_LENGTH,
  INQUIRY_TYPES,
  INQUIRY_TYPE_LABELS,
  INTEREST_CATEGORIES,
  MAIN_LOOKUP_TRIES,
  MARKETING_AGREE_FAILED_MESSAGE,
  MAX_INTEREST_CATEGORIES,
  MAX_INTEREST_FIELDS,
  MAX_PAGE_SIZE,
  MEMO_MAX_LENGTH,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  PHONE_NUMBER_PATTERN,
  PHONE_PLACEHOLDER,
  PROVIDERS,
  REALTIME_CONNECTION_DELAY_MS,
  REALTIME_CONNECTION_TRIES,
  REGIONS,
  REQUEST_TIMEOUT_MS,
  SEARCH_MAX_LENGTH,
  SEARCH_TABS,
  SOCIAL_LINK_KINDS,
  STRENGTH_COUNT,
  TEMPLATE_TAGS,
  TERMS_FOOTER_ETC,
  USER_INFO_FAILED_MESSAGE,
  WITHDRAWAL_REASONS,
} from './constants';
export type { CaseStateCode, CaseTab } from './constants';

export { createApiClient, joinUrl } from './http/client';
export type {
  ApiClient,
  ApiClientOptions,
  HttpMethod,
  QueryParams,
  QueryValue,
  RequestOptions,
} from './http/client';
export { ApiError, TIMEOUT_MESSAGE, UNKNOWN_ERROR_MESSAGE, isApiError } from './http/errors';
export type { ApiErrorCode, ApiErrorDetails } from './http/errors';

export {
  CHAT_RESULT_OK,
  chatFailureBodySchema,
  chatResponseSchema,
  createChatClient,
  isChatOk,
  resultInfoSchema,
} from './chat/envelope';
export type {
  ChatCallOptions,
  ChatClient,
  ChatClientOptions,
  ChatError,
  ChatFailureBody,
  ChatResponse,
  ChatResult,
  ResultInfo,
} from './chat/envelope';

export { RETRY_POLICIES } from './retry/policies';
export type { RetryPolicy, RetryPolicyName } from './retry/policies';
export { withRetry } from './retry/with-retry';
export type { WithRetryOptions } from './retry/with-retry';

export {
  CENTER_LIST_PATH,
  centerChildSchema,
  centerListQueryOptions,
  centerListResponseSchema,
  centerSchema,
  getCenterList,
} from './calls/get-center-list';
export type { Center, CenterChild, CenterListResponse } from './calls/get-center-list';

// Site API building blocks: the envelope, the 400 body, request fields, shared entities.
export { listOf, pageOf, requireResult, resultSchema, withData } from './entities/envelope';
export type { ResultResponse } from './entities/envelope';
export {
  apiErrorBodyFrom,
  apiErrorBodyOf,
  apiErrorBodySchema,
  apiErrorIssueSchema,
  INVALID_REQUEST_MESSAGE,
} from './entities/api-error';
export type { ApiErrorBody, ApiErrorIssue } from './entities/api-error';
export {
  afterIdxSchema,
  afterIdxTextSchema,
  fillPath,
  groupCodeSchema,
  httpUrlSchema,
  idxParamsSchema,
  idxSchema,
  idxTextSchema,
  jwtSchema,
  keywordSchema,
  MAX_IDX,
  pageQueryFields,
  slugSchema,
  stateSchema,
  TIMESTAMP_MS_MAX,
  timestampMsSchema,
} from './entities/request-fields';
export { isStorableText, STORABLE_TEXT_MESSAGE, storableText } from './entities/storable-text';
export { boundedJson, jsonProblem, jsonValueSchema } from './entities/bounded-json';
export type { JsonBounds } from './entities/bounded-json';
export type { IdxParamsInput } from './entities/request-fields';
export { isPlainText, MARKUP_PATTERN, PLAIN_TEXT_MESSAGE, plainText } from './entities/plain-text';
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

// Rules of spec/site.md §4 and §5 shared by the sites and the api.
export { checkConsultationRules, CONSULTATION_RULES } from './rules/consultation-rules';
export type {
  ConsultationRuleFailure,
  ConsultationRuleField,
  ConsultationRuleInput,
} from './rules/consultation-rules';
export {
  isValidName,
  isValidPhoneNumber,
  NAME_PATTERN,
  normalizeName,
  normalizePhoneNumber,
} from './rules/sign-up-rules';
export {
  BUSINESS_NUMBER_PATTERN,
  businessNumberCheckDigit,
  isBusinessNumber,
} from './rules/business-number';
export { CASE_PROGRESS_STEP_OF_STATE, caseProgress } from './rules/case-progress';
export type {
  CaseProgressStatus,
  CaseProgressStep,
  CaseProgressStepNumber,
} from './rules/case-progress';

// The calls of spec/site.md §7, by number.
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
  FOOTER_TERMS_PATH,
  footerTermsQueryOptions,
  footerTermsQuerySchema,
  footerTermsResponseSchema,
  getFooterTerms,
} from './calls/get-footer-terms';
export type { FooterTermsQueryInput, FooterTermsResponse } from './calls/get-footer-terms';
export {
  getPopupTopList,
  POPUP_TOP_LIST_PATH,
  popupBannerSchema,
  popupTopListQueryOptions,
  popupTopListResponseSchema,
} from './calls/get-popup-top-list';
export type { PopupBanner, PopupTopListResponse } from './calls/get-popup-top-list';
export {
  POPUP_TOP_CLICK_PATH,
  popupTopClickBodySchema,
  postPopupTopClick,
} from './calls/post-popup-top-click';
export type { PopupTopClickBodyInput } from './calls/post-popup-top-click';
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
export {
  AUTH_CALLBACK_PATH,
  authCallbackQueryOptions,
  authCallbackResponseSchema,
  getAuthCallback,
} from './calls/get-auth-callback';
export type { AuthCallbackOptions, AuthCallbackResponse } from './calls/get-auth-callback';
export {
  PROVIDER_LOGIN_PATH,
  providerLoginParamsSchema,
  providerLoginQuerySchema,
  providerLoginUrl,
} from './calls/get-provider-login';
export type { ProviderLoginParamsInput, ProviderLoginQueryInput } from './calls/get-provider-login';
export { TEMP_LOGIN_PATH, tempLoginQuerySchema, tempLoginUrl } from './calls/get-temp-login';
export type { TempLoginQueryInput } from './calls/get-temp-login';
export {
  APP_USER_PATH,
  appUserQueryOptions,
  appUserResponseSchema,
  getAppUser,
} from './calls/get-app-user';
export type { AppUserResponse } from './calls/get-app-user';
export { AUTH_TOKEN_PATH, authTokenResponseSchema, getAuthToken } from './calls/get-auth-token';
export type { AuthTokenResponse } from './calls/get-auth-token';
export { authTokenBodySchema, postAuthToken } from './calls/post-auth-token';
export type { AuthTokenBodyInput } from './calls/post-auth-token';
export {
  consultationRuleInputOf,
  CONSULT_FIELD_MAX_LENGTH,
  CONSULTING_PATH,
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
  FIELD_LIST_PATH,
  fieldListQueryOptions,
  fieldListQuerySchema,
  fieldListResponseSchema,
  getFieldList,
} from './calls/get-field-list';
export type { FieldListQueryInput, FieldListResponse } from './calls/get-field-list';
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
export { AUTH_LOGOUT_PATH, postAuthLogout } from './calls/post-auth-logout';
export {
  CASE_LIST_PATH,
  caseListQueryOptions,
  caseListQuerySchema,
  caseListResponseSchema,
  getCaseList,
} from './calls/get-case-list';
export type { CaseListQueryInput, CaseListResponse } from './calls/get-case-list';
export {
  CASE_DETAIL_PATH,
  caseDetailQueryOptions,
  caseDetailResponseSchema,
  getCaseDetail,
} from './calls/get-case-detail';
export type { CaseDetailResponse } from './calls/get-case-detail';
export {
  getSeoFieldList,
  SEO_FIELD_LIST_PATH,
  seoFieldListQueryOptions,
  seoFieldListQuerySchema,
  seoFieldListResponseSchema,
} from './calls/get-seo-field-list';
export type { SeoFieldListQueryInput, SeoFieldListResponse } from './calls/get-seo-field-list';
export { postUserAgree, USER_AGREE_PATH, userAgreeBodySchema } from './calls/post-user-agree';
export type { UserAgreeBodyInput } from './calls/post-user-agree';
export {
  appUserPatchBodySchema,
  interestCategoryCodeSchema,
  patchAppUser,
} from './calls/patch-app-user';
export type { AppUserPatchBodyInput, InterestCategoryCode } from './calls/patch-app-user';

// The read calls the pages need that §7 leaves unnamed (paths ours).
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
  FAQ_DETAIL_PATH,
  faqDetailQueryOptions,
  faqDetailResponseSchema,
  faqDetailSchema,
  getFaqDetail,
} from './calls/get-faq-detail';
export type { FaqDetail, FaqDetailResponse } from './calls/get-faq-detail';
export { getInfoList, INFO_LIST_PATH, infoListQueryOptions } from './calls/get-info-list';
export {
  getInfoDetail,
  INFO_DETAIL_PATH,
  infoDetailQueryOptions,
  infoDetailResponseSchema,
  infoDetailSchema,
  infoPostLinkSchema,
} from './calls/get-info-detail';
export type { InfoDetail, InfoDetailResponse, InfoPostLink } from './calls/get-info-detail';
export {
  getSuccessList,
  SUCCESS_LIST_PATH,
  successListQueryOptions,
} from './calls/get-success-list';
export {
  getSuccessDetail,
  SUCCESS_DETAIL_PATH,
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
  getStrengthList,
  STRENGTH_LIST_PATH,
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
  getStrengthDetail,
  STRENGTH_DETAIL_PATH,
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
  getStatistics,
  STATISTICS_PATH,
  statisticsQueryOptions,
  statisticsResponseSchema,
  statisticsSchema,
} from './calls/get-statistics';
export type { Statistics, StatisticsResponse } from './calls/get-statistics';
export {
  getOfficeList,
  OFFICE_LIST_PATH,
  officeListQueryOptions,
  officeListResponseSchema,
  regionSchema,
} from './calls/get-office-list';
export type { OfficeListResponse, Region } from './calls/get-office-list';
export {
  getLawyerList,
  LAWYER_LIST_PATH,
  lawyerListQueryOptions,
  lawyerListQuerySchema,
  lawyerListResponseSchema,
} from './calls/get-lawyer-list';
export type { LawyerListQueryInput, LawyerListResponse } from './calls/get-lawyer-list';
export {
  getTermsList,
  TERMS_LIST_PATH,
  termsListQueryOptions,
  termsListResponseSchema,
} from './calls/get-terms-list';
export type { TermsListResponse } from './calls/get-terms-list';
export {
  getTermDetail,
  TERM_DETAIL_PATH,
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
  getPartnerList,
  PARTNER_LIST_PATH,
  partnerListQueryOptions,
  partnerListResponseSchema,
  partnerLogoSchema,
} from './calls/get-partner-list';
export type { PartnerListResponse, PartnerLogo } from './calls/get-partner-list';
export {
  getHomeLanding,
  HOME_LANDING_PATH,
  homeLandingQueryOptions,
  homeLandingResponseSchema,
  homeLandingSchema,
  homeLinkCardSchema,
} from './calls/get-home-landing';
export type { HomeLanding, HomeLandingResponse, HomeLinkCard } from './calls/get-home-landing';
export {
  getIntegratedSearch,
  INTEGRATED_SEARCH_PATH,
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
// The chat calls (spec/chat-widget.md §3, §4, §7, §8).
export * from './chat/codes';
export * from './chat/entities';
export * from './chat/calls';
export * from './chat/error-codes';
export {
  OPERATOR_FEED_EVENTS,
  OPERATOR_FEED_MAX_WATCHED,
  OPERATOR_FILE_MAX_BYTES,
  OPERATOR_FILE_TYPES,
  OPERATOR_FILES_PER_MESSAGE,
  OPERATOR_INQUIRY_PAGE_SIZE,
  OPERATOR_LOGIN_ID_MAX_LENGTH,
  OPERATOR_PASSWORD_MAX_LENGTH,
  OPERATOR_PATHS,
  OPERATOR_RECALL_WINDOW_SECONDS,
  operatorAnswerSchemas,
  operatorInquiryChangedSchema,
  operatorInquirySchema,
  operatorSchema,
  operatorSchemas,
} from './chat/operator-calls';
export type { Operator, OperatorInquiry } from './chat/operator-calls';
