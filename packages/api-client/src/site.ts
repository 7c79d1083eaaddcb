// @lawfirm/api-client/site: the website's calls (spec/site.md §7) with the zod schemas the api
// validates requests and answers with, and their entities. Everything of the zod-free
// `site-core` entry (paths, query options, rules, types; its list is site-core.ts) is part of it.
export * from './site-core';
export {
  deleteAppUser,
  withdrawalBodySchema,
  withdrawalReasonSchema,
} from './calls/delete-app-user';
export { appUserResponseSchema, getAppUser } from './calls/get-app-user';
export { authCallbackResponseSchema, getAuthCallback } from './calls/get-auth-callback';
export {
  authCheckResponseSchema,
  checkAuthCookie,
  getAuthCheck,
  isAuthCheckPassed,
  postAppAuth,
} from './calls/get-auth-check';
export { authTokenResponseSchema, getAuthToken } from './calls/get-auth-token';
export { caseDetailResponseSchema, getCaseDetail } from './calls/get-case-detail';
export { caseListQuerySchema, caseListResponseSchema, getCaseList } from './calls/get-case-list';
export {
  centerFooterListResponseSchema,
  centerFooterSchema,
  getCenterFooterList,
  socialLinkSchema,
} from './calls/get-center-footer-list';
export {
  centerChildSchema,
  centerListResponseSchema,
  centerSchema,
  getCenterList,
} from './calls/get-center-list';
export { faqDetailResponseSchema, faqDetailSchema, getFaqDetail } from './calls/get-faq-detail';
export { faqFeedbackBodySchema, postFaqFeedback } from './calls/post-faq-feedback';
export { faqGroupListResponseSchema, getFaqGroupList } from './calls/get-faq-group-list';
export { faqListQuerySchema, faqListResponseSchema, getFaqList } from './calls/get-faq-list';
export {
  fieldListQuerySchema,
  fieldListResponseSchema,
  getFieldList,
} from './calls/get-field-list';
export {
  footerTermsQuerySchema,
  footerTermsResponseSchema,
  getFooterTerms,
} from './calls/get-footer-terms';
export {
  getHomeLanding,
  homeLandingResponseSchema,
  homeLandingSchema,
  homeLinkCardSchema,
} from './calls/get-home-landing';
export {
  getInfoDetail,
  infoDetailResponseSchema,
  infoDetailSchema,
  infoPostLinkSchema,
} from './calls/get-info-detail';
export { getInfoList } from './calls/get-info-list';
export {
  getIntegratedSearch,
  integratedSearchQuerySchema,
  integratedSearchResponseSchema,
  integratedSearchSchema,
  searchTabSchema,
} from './calls/get-integrated-search';
export {
  getLawyerList,
  lawyerListQuerySchema,
  lawyerListResponseSchema,
} from './calls/get-lawyer-list';
export { getOfficeList, officeListResponseSchema, regionSchema } from './calls/get-office-list';
export {
  getPartnerList,
  partnerListResponseSchema,
  partnerLogoSchema,
} from './calls/get-partner-list';
export {
  getPopupTopList,
  popupBannerSchema,
  popupTopListQuerySchema,
  popupTopListResponseSchema,
} from './calls/get-popup-top-list';
export {
  providerLoginParamsSchema,
  providerLoginQuerySchema,
  providerLoginUrl,
} from './calls/get-provider-login';
export {
  getSeoFieldList,
  seoFieldListQuerySchema,
  seoFieldListResponseSchema,
} from './calls/get-seo-field-list';
export { getStatistics, statisticsResponseSchema, statisticsSchema } from './calls/get-statistics';
export {
  getStrengthDetail,
  strengthDetailParamsSchema,
  strengthDetailResponseSchema,
  strengthDetailSchema,
} from './calls/get-strength-detail';
export {
  getStrengthList,
  strengthContextSchema,
  strengthListResponseSchema,
  strengthListSchema,
} from './calls/get-strength-list';
export {
  getSuccessDetail,
  successDetailResponseSchema,
  successDetailSchema,
  successPostLinkSchema,
} from './calls/get-success-detail';
export { getSuccessList } from './calls/get-success-list';
export { tempLoginQuerySchema, tempLoginUrl } from './calls/get-temp-login';
export {
  getTermDetail,
  termDetailParamsSchema,
  termDetailResponseSchema,
  termDetailSchema,
} from './calls/get-term-detail';
export { getTermsList, termsListResponseSchema } from './calls/get-terms-list';
export {
  appUserPatchBodySchema,
  interestCategoryCodeSchema,
  patchAppUser,
} from './calls/patch-app-user';
export { postAuthLogout } from './calls/post-auth-logout';
export { authTokenBodySchema, postAuthToken } from './calls/post-auth-token';
export {
  brokenConsultingRule,
  consultationRuleInputOf,
  consultingBodySchema,
  consultingDetailSchema,
  consultingHeadersSchema,
  consultingResponseSchema,
  postConsulting,
} from './calls/post-consulting';
export { popupTopClickBodySchema, postPopupTopClick } from './calls/post-popup-top-click';
export { postUserAgree, userAgreeBodySchema } from './calls/post-user-agree';
export {
  articleContentSchema,
  articleDataSchema,
  articleImageSchema,
  articleSummarySchema,
  h2ItemSchema,
  templateRowSchema,
} from './entities/article';
export { articleListQuerySchema, articleListResponseSchema } from './entities/article-list';
export { caseFieldSchema } from './entities/case-field';
export { caseItemSchema, caseStateSchema } from './entities/case-item';
export {
  editorDocumentSchema,
  editorMarkSchema,
  editorNodeSchema,
} from './entities/editor-document';
export { faqGroupSchema, faqItemSchema } from './entities/faq';
export { initialCountsSchema } from './entities/initial-counts';
export { lawyerSchema } from './entities/lawyer';
export { articleLinkSchema, linkItemSchema } from './entities/link-item';
export { loginInfoSchema, memberSchema, providerSchema } from './entities/member';
export { officeSchema } from './entities/office';
export {
  strengthCommonDataSchema,
  strengthItemSchema,
  strengthLawyerLinkSchema,
  strengthPageDataSchema,
  strengthSystemSchema,
} from './entities/strength';
export { termSchema } from './entities/term';
