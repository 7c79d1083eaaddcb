// The api's tables, one file per area under schema/. One Postgres dialect serves both drivers
// (PGlite and node-postgres); `pnpm --filter @lawfirm/api run db:generate` turns changes here
// into SQL under drizzle/. Everything exported here is part of drizzle's schema object.
export {
  articleContents,
  articleContentsRelations,
  articleLawyers,
  articleLawyersRelations,
  articleLinks,
  articleLinksRelations,
  articles,
  articlesRelations,
  articleTemplates,
  articleTemplatesRelations,
} from './schema/articles';
export type {
  ArticleContentRow,
  ArticleLawyerRow,
  ArticleLinkRow,
  ArticleRow,
  ArticleTemplateRow,
  NewArticleContentRow,
  NewArticleLawyerRow,
  NewArticleLinkRow,
  NewArticleRow,
  NewArticleTemplateRow,
} from './schema/articles';
export {
  chatCertifications,
  chatChannels,
  chatDeviceSessions,
  chatFiles,
  chatInquiries,
  chatMessages,
  chatVisitors,
} from './schema/chat';
export type {
  ChatCertificationRow,
  ChatChannelRow,
  ChatDeviceSessionRow,
  ChatFileRow,
  ChatInquiryRow,
  ChatMessageRow,
  ChatVisitorRow,
  NewChatChannelRow,
  NewChatFileRow,
  NewChatInquiryRow,
  NewChatMessageRow,
} from './schema/chat';
export { chatOperators } from './schema/chat-operators';
export type { ChatOperatorRow, NewChatOperatorRow } from './schema/chat-operators';
export { chatWorkflowObjects, chatWorkflows } from './schema/chat-workflows';
export type {
  ChatWorkflowObjectRow,
  ChatWorkflowRow,
  NewChatWorkflowObjectRow,
  NewChatWorkflowRow,
} from './schema/chat-workflows';
export {
  topBannerClicks,
  topBannerClicksRelations,
  topBanners,
  topBannersRelations,
} from './schema/banners';
export type {
  NewTopBannerClickRow,
  NewTopBannerRow,
  TopBannerClickRow,
  TopBannerRow,
} from './schema/banners';
export { caseTypes, caseTypesRelations } from './schema/case-types';
export type { CaseTypeRow, NewCaseTypeRow } from './schema/case-types';
export { cases, casesRelations, membersRelations } from './schema/cases';
export type { CaseRow, NewCaseRow } from './schema/cases';
export { consultations, idempotencyKeys } from './schema/consultations';
export type {
  ConsultationRow,
  IdempotencyKeyRow,
  NewConsultationRow,
  NewIdempotencyKeyRow,
} from './schema/consultations';
export {
  faqEntries,
  faqEntriesRelations,
  faqFeedback,
  faqGroups,
  faqGroupsRelations,
} from './schema/faq';
export type {
  FaqEntryRow,
  FaqFeedbackRow,
  FaqGroupRow,
  NewFaqEntryRow,
  NewFaqGroupRow,
} from './schema/faq';
export { groupChildren, groupChildrenRelations, groups, groupsRelations } from './schema/groups';
export type { GroupChildRow, GroupRow, NewGroupChildRow, NewGroupRow } from './schema/groups';
export { lawyers, lawyersRelations } from './schema/lawyers';
export type { LawyerRow, NewLawyerRow } from './schema/lawyers';
export { members, withdrawals } from './schema/members';
export type { MemberRow, NewMemberRow, NewWithdrawalRow, WithdrawalRow } from './schema/members';
export { offices, officesRelations, regions, regionsRelations } from './schema/offices';
export type { NewOfficeRow, NewRegionRow, OfficeRow, RegionRow } from './schema/offices';
export {
  centerFooters,
  centerFootersRelations,
  homeHashTags,
  homeLinkCards,
  partnerLogos,
} from './schema/site-content';
export type {
  CenterFooterRow,
  HomeHashTagRow,
  HomeLinkCardRow,
  NewCenterFooterRow,
  NewHomeHashTagRow,
  NewHomeLinkCardRow,
  NewPartnerLogoRow,
  PartnerLogoRow,
} from './schema/site-content';
export { statistics } from './schema/statistics';
export type { NewStatisticsRow, StatisticsRow } from './schema/statistics';
export { strengths } from './schema/strengths';
export type { NewStrengthRow, StrengthRow } from './schema/strengths';
export { terms } from './schema/terms';
export type { NewTermsRow, TermsRow } from './schema/terms';
