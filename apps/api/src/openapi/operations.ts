// Every operation of the OpenAPI document: its operationId and the credential it needs, by
// method and path as the document writes them. The ids are stable (client generators name their
// functions after them) and follow the spec's name of each call: spec/site.md §7 for the site,
// the path's own words for the chat (spec/chat-widget.md §7), ours for the operator API.
// finish-document.ts refuses a document with an operation missing here, and one listed here
// that the api no longer has. Paths are the constants the routes register.
import { CHAT_PATHS } from '@lawfirm/api-client/chat';
import { OPERATOR_PATHS } from '@lawfirm/api-client/operator';
import {
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
} from '@lawfirm/api-client/site';

import { FILE_ROUTE_PREFIX } from '../chat/file-links';
import { HEALTH_PATH } from '../routes/health-routes';
import { PROVIDER_CALLBACK_PATH } from '../routes/members-login-routes';

/** Who may call: nobody in particular, or the holder of one of the api's credentials. */
export type OperationAuth =
  | 'none'
  /** The member session cookie (spec/site.md §6). */
  | 'member'
  /** Answers either way: with the session cookie it speaks of the member. */
  | 'memberOptional'
  /** The chat token in header `a` (spec/chat-widget.md §7). */
  | 'chatVisitor'
  /** Answers either way: with a token of the channel the visitor stays the same. */
  | 'chatVisitorOptional'
  /** An operator's session token (Authorization: Bearer). */
  | 'operator';

export interface OperationEntry {
  operationId: string;
  auth: OperationAuth;
}

const FILE_PATH = `${FILE_ROUTE_PREFIX}:fileKey`;

/** The key of an operation: its method and its path as OpenAPI writes it (`{idx}`, not `:idx`). */
export function operationKey(method: string, fastifyPath: string): string {
  return `${method.toUpperCase()} ${fastifyPath.replace(/:(\w+)/g, '{$1}')}`;
}

const op = (operationId: string, auth: OperationAuth = 'none'): OperationEntry => ({
  operationId,
  auth,
});

export const API_OPERATIONS: Readonly<Record<string, OperationEntry>> = {
  [operationKey('GET', HEALTH_PATH)]: op('healthCheck'),

  // Site content (spec/site.md §7 and the pages of §2).
  [operationKey('GET', CENTER_LIST_PATH)]: op('centerList'),
  [operationKey('GET', CENTER_FOOTER_LIST_PATH)]: op('centerFooterList'),
  [operationKey('GET', FOOTER_TERMS_PATH)]: op('termsFooterLatest'),
  [operationKey('GET', TERMS_LIST_PATH)]: op('termsList'),
  [operationKey('GET', TERM_DETAIL_PATH)]: op('termsDetail'),
  [operationKey('GET', STATISTICS_PATH)]: op('statisticsGet'),
  [operationKey('GET', OFFICE_LIST_PATH)]: op('officeList'),
  [operationKey('GET', LAWYER_LIST_PATH)]: op('lawyerList'),
  [operationKey('GET', PARTNER_LIST_PATH)]: op('partnerList'),
  [operationKey('GET', HOME_LANDING_PATH)]: op('homeLanding'),
  [operationKey('GET', POPUP_TOP_LIST_PATH)]: op('popupTopList'),
  [operationKey('POST', POPUP_TOP_CLICK_PATH)]: op('popupTopClick'),
  [operationKey('GET', FIELD_LIST_PATH)]: op('fieldList'),
  [operationKey('GET', SEO_FIELD_LIST_PATH)]: op('seoTemplateFieldListByCenter'),
  [operationKey('GET', FAQ_GROUP_LIST_PATH)]: op('faqGroups'),
  [operationKey('GET', FAQ_LIST_PATH)]: op('faqList'),
  [operationKey('GET', FAQ_DETAIL_PATH)]: op('faqDetail'),
  [operationKey('POST', FAQ_FEEDBACK_PATH)]: op('faqFeedback'),
  [operationKey('GET', INFO_LIST_PATH)]: op('infoList'),
  [operationKey('GET', INFO_DETAIL_PATH)]: op('infoDetail'),
  [operationKey('GET', SUCCESS_LIST_PATH)]: op('successList'),
  [operationKey('GET', SUCCESS_DETAIL_PATH)]: op('successDetail'),
  [operationKey('GET', STRENGTH_LIST_PATH)]: op('strengthList'),
  [operationKey('GET', STRENGTH_DETAIL_PATH)]: op('strengthDetail'),
  [operationKey('GET', INTEGRATED_SEARCH_PATH)]: op('integratedSearch'),
  [operationKey('POST', CONSULTING_PATH)]: op('consultingSubmit'),

  // Sign-in and the session (spec/site.md §6, §7 #6 to #11 and #15).
  [operationKey('GET', PROVIDER_LOGIN_PATH)]: op('loginProvider'),
  [operationKey('GET', PROVIDER_CALLBACK_PATH)]: op('loginProviderCallback'),
  [operationKey('POST', PROVIDER_CALLBACK_PATH)]: op('loginProviderCallbackFormPost'),
  [operationKey('GET', TEMP_LOGIN_PATH)]: op('appAuthTemp'),
  [operationKey('POST', APP_AUTH_PATH)]: op('appAuthRenew', 'memberOptional'),
  [operationKey('GET', AUTH_CHECK_PATH)]: op('appAuthCheck', 'memberOptional'),
  [operationKey('GET', AUTH_CALLBACK_PATH)]: op('appAuthCallback', 'memberOptional'),
  [operationKey('GET', AUTH_TOKEN_PATH)]: op('authTokenIssue', 'member'),
  [operationKey('POST', AUTH_TOKEN_PATH)]: op('authTokenExchange'),
  [operationKey('POST', AUTH_LOGOUT_PATH)]: op('appAuthLogout', 'memberOptional'),

  // The client area (spec/site.md §7 #10, #14, #16, #18, #19).
  [operationKey('GET', APP_USER_PATH)]: op('appUserGet', 'member'),
  [operationKey('PATCH', APP_USER_PATH)]: op('appUserUpdate', 'member'),
  [operationKey('DELETE', APP_USER_PATH)]: op('appUserWithdraw', 'member'),
  [operationKey('POST', USER_AGREE_PATH)]: op('appUserAgree', 'member'),
  [operationKey('GET', CASE_LIST_PATH)]: op('appCaseList', 'member'),
  [operationKey('GET', CASE_DETAIL_PATH)]: op('appCaseDetail', 'member'),

  // The chat widget's calls (spec/chat-widget.md §7).
  [operationKey('POST', CHAT_PATHS.authenticate)]: op('chatCertification', 'chatVisitorOptional'),
  [operationKey('POST', CHAT_PATHS.realtimeInit)]: op('chatSocketInit', 'chatVisitor'),
  [operationKey('POST', CHAT_PATHS.inquiryMain)]: op('chatInquiryMainSearch', 'chatVisitor'),
  [operationKey('POST', CHAT_PATHS.inquiryGeneration)]: op('chatInquiryGeneration', 'chatVisitor'),
  [operationKey('POST', CHAT_PATHS.inquiryDetail)]: op('chatInquiryDetail', 'chatVisitor'),
  [operationKey('POST', CHAT_PATHS.workflowProgress)]: op(
    'chatInquiryWorkflowProgress',
    'chatVisitor',
  ),
  [operationKey('POST', CHAT_PATHS.workflowRollback)]: op(
    'chatInquiryWorkflowRollback',
    'chatVisitor',
  ),
  [operationKey('POST', CHAT_PATHS.personalInfoUpdate)]: op(
    'individualInformationUpdate',
    'chatVisitor',
  ),
  [operationKey('POST', CHAT_PATHS.messageList)]: op('chatInquiryMessageList', 'chatVisitor'),
  [operationKey('POST', CHAT_PATHS.messageSend)]: op('chatInquiryMessageSend', 'chatVisitor'),
  [operationKey('POST', CHAT_PATHS.ageConsentUpdate)]: op('ageConsentUpdate', 'chatVisitor'),
  [operationKey('POST', CHAT_PATHS.certificationSend)]: op(
    'occupancyCertificationNumberSend',
    'chatVisitor',
  ),
  [operationKey('POST', CHAT_PATHS.certificationVerify)]: op(
    'occupancyCertificationNumberVerification',
    'chatVisitor',
  ),
  [operationKey('POST', CHAT_PATHS.historyList)]: op('historyChatInquiryListSearch', 'chatVisitor'),
  [operationKey('POST', CHAT_PATHS.historyParticipation)]: op(
    'historyChatInquiryParticipation',
    'chatVisitor',
  ),
  [operationKey('POST', CHAT_PATHS.fileDownloadUrl)]: op(
    'chatInquiryMessageFileDownloadUrlGeneration',
    'chatVisitor',
  ),
  [operationKey('POST', CHAT_PATHS.alarmParticipation)]: op(
    'chatInquiryAlarmParticipation',
    'chatVisitor',
  ),
  // A signed URL: the signature in its query is the credential.
  [operationKey('GET', FILE_PATH)]: op('chatFileDownload'),

  // The operator API (DESIGN.md §6).
  [operationKey('POST', OPERATOR_PATHS.signIn)]: op('operatorSignIn'),
  [operationKey('POST', OPERATOR_PATHS.password)]: op('operatorPasswordChange', 'operator'),
  [operationKey('GET', OPERATOR_PATHS.events)]: op('operatorEvents', 'operator'),
  [operationKey('GET', OPERATOR_PATHS.smsOutbox)]: op('operatorSmsOutbox', 'operator'),
  [operationKey('GET', OPERATOR_PATHS.inquiries)]: op('operatorInquiryList', 'operator'),
  [operationKey('GET', OPERATOR_PATHS.inquiry)]: op('operatorInquiryDetail', 'operator'),
  [operationKey('GET', OPERATOR_PATHS.messages)]: op('operatorMessageList', 'operator'),
  [operationKey('POST', OPERATOR_PATHS.messages)]: op('operatorReply', 'operator'),
  [operationKey('POST', OPERATOR_PATHS.files)]: op('operatorFilesSend', 'operator'),
  [operationKey('PATCH', OPERATOR_PATHS.message)]: op('operatorMessageEdit', 'operator'),
  [operationKey('POST', OPERATOR_PATHS.recall)]: op('operatorMessageRecall', 'operator'),
  [operationKey('POST', OPERATOR_PATHS.assign)]: op('operatorAssign', 'operator'),
  [operationKey('POST', OPERATOR_PATHS.unassign)]: op('operatorUnassign', 'operator'),
  [operationKey('POST', OPERATOR_PATHS.typing)]: op('operatorTyping', 'operator'),
  [operationKey('POST', OPERATOR_PATHS.close)]: op('operatorClose', 'operator'),
  [operationKey('POST', OPERATOR_PATHS.followUpLink)]: op('operatorFollowUpLink', 'operator'),
};
