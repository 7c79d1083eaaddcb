// Every operation of the OpenAPI document: its operationId and the credential it needs, by
// method and path as the document writes them. The ids are stable (client generators name their
// functions after them) and follow the spec's name of each call: spec/site.md §7 for the site,
// the path's own words for the chat (spec/chat-widget.md §7), ours for the operator API.
// finish-document.ts refuses a document with an operation missing here, and one listed here
// that the api no longer has.

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

const op = (operationId: string, auth: OperationAuth = 'none'): OperationEntry => ({
  operationId,
  auth,
});

export const API_OPERATIONS: Readonly<Record<string, OperationEntry>> = {
  'GET /healthz': op('healthCheck'),

  // Site content (spec/site.md §7 and the pages of §2).
  'GET /api/center/list': op('centerList'),
  'GET /api/center-footer/list': op('centerFooterList'),
  'GET /api/terms/footer/latest': op('termsFooterLatest'),
  'GET /api/terms/list': op('termsList'),
  'GET /api/terms/{terms_code}': op('termsDetail'),
  'GET /api/statistics': op('statisticsGet'),
  'GET /api/office/list': op('officeList'),
  'GET /api/lawyer/list': op('lawyerList'),
  'GET /api/partner/list': op('partnerList'),
  'GET /api/home/landing': op('homeLanding'),
  'GET /api/popup/top/list': op('popupTopList'),
  'POST /api/popup/top/click': op('popupTopClick'),
  'GET /api/field/list': op('fieldList'),
  'GET /api/mng/app/seo-template/field/list-by-center': op('seoTemplateFieldListByCenter'),
  'GET /api/faq/groups': op('faqGroups'),
  'GET /api/faq/list': op('faqList'),
  'GET /api/faq/{idx}': op('faqDetail'),
  'GET /api/info/list': op('infoList'),
  'GET /api/info/{idx}': op('infoDetail'),
  'GET /api/success/list': op('successList'),
  'GET /api/success/{idx}': op('successDetail'),
  'GET /api/strength/list': op('strengthList'),
  'GET /api/strength/{url}': op('strengthDetail'),
  'GET /api/search': op('integratedSearch'),
  'POST /api/consulting': op('consultingSubmit'),

  // Sign-in and the session (spec/site.md §6, §7 #6 to #11 and #15).
  'GET /login/{provider}': op('loginProvider'),
  'GET /login/{provider}/callback': op('loginProviderCallback'),
  'POST /login/{provider}/callback': op('loginProviderCallbackFormPost'),
  'GET /api/app/auth/temp': op('appAuthTemp'),
  'POST /api/app/auth': op('appAuthRenew', 'memberOptional'),
  'GET /api/app/auth/check': op('appAuthCheck', 'memberOptional'),
  'GET /api/app/auth/callback': op('appAuthCallback', 'memberOptional'),
  'GET /api/auth/token': op('authTokenIssue', 'member'),
  'POST /api/auth/token': op('authTokenExchange'),
  'POST /api/app/auth/logout': op('appAuthLogout', 'memberOptional'),

  // The client area (spec/site.md §7 #10, #14, #16, #18, #19).
  'GET /api/lawfirm/app/user': op('appUserGet', 'member'),
  'PATCH /api/lawfirm/app/user': op('appUserUpdate', 'member'),
  'DELETE /api/lawfirm/app/user': op('appUserWithdraw', 'member'),
  'POST /api/lawfirm/app/user/agree': op('appUserAgree', 'member'),
  'GET /api/lawfirm/app/case/list': op('appCaseList', 'member'),
  'GET /api/lawfirm/app/case/{idx}': op('appCaseDetail', 'member'),

  // The chat widget's calls (spec/chat-widget.md §7).
  'POST /chatctm/ctf/crtfica': op('chatCertification', 'chatVisitorOptional'),
  'POST /chatctm/ctf/ws-init': op('chatSocketInit', 'chatVisitor'),
  'POST /chatctm/hom/chatinquirymainsearch': op('chatInquiryMainSearch', 'chatVisitor'),
  'POST /chatctm/chi/chatinquirygeneration': op('chatInquiryGeneration', 'chatVisitor'),
  'POST /chatctm/chi/chatinquirydetail': op('chatInquiryDetail', 'chatVisitor'),
  'POST /chatctm/chi/chatinquiryworkflowprogress': op('chatInquiryWorkflowProgress', 'chatVisitor'),
  'POST /chatctm/chi/chatinquiryworkflowrollback': op('chatInquiryWorkflowRollback', 'chatVisitor'),
  'POST /chatctm/chi/individualinformationupdate': op('individualInformationUpdate', 'chatVisitor'),
  'POST /chatctm/chi/chatinquirymessagelist': op('chatInquiryMessageList', 'chatVisitor'),
  'POST /chatctm/chi/chatinquirymessagesend': op('chatInquiryMessageSend', 'chatVisitor'),
  'POST /chatctm/chi/ageconsentupdate': op('ageConsentUpdate', 'chatVisitor'),
  'POST /chatctm/his/occupancycertificationnumbersend': op(
    'occupancyCertificationNumberSend',
    'chatVisitor',
  ),
  'POST /chatctm/his/occupancycertificationnumberverification': op(
    'occupancyCertificationNumberVerification',
    'chatVisitor',
  ),
  'POST /chatctm/his/historychatinquirylistsearch': op(
    'historyChatInquiryListSearch',
    'chatVisitor',
  ),
  'POST /chatctm/his/historychatinquiryparticipation': op(
    'historyChatInquiryParticipation',
    'chatVisitor',
  ),
  'POST /chatctm/chi/chatinquirymessagefiledownloadurlgeneration': op(
    'chatInquiryMessageFileDownloadUrlGeneration',
    'chatVisitor',
  ),
  'POST /chatctm/chi/chatinquiryalarmparticipation': op(
    'chatInquiryAlarmParticipation',
    'chatVisitor',
  ),
  // A signed URL: the signature in its query is the credential.
  'GET /chatctm/files/{fileKey}': op('chatFileDownload'),

  // The operator API (DESIGN.md §6).
  'POST /chatops/sign-in': op('operatorSignIn'),
  'GET /chatops/events': op('operatorEvents', 'operator'),
  'GET /chatops/dev/sms-outbox': op('operatorSmsOutbox', 'operator'),
  'GET /chatops/inquiries': op('operatorInquiryList', 'operator'),
  'GET /chatops/inquiries/{chat_inquiry_number}': op('operatorInquiryDetail', 'operator'),
  'GET /chatops/inquiries/{chat_inquiry_number}/messages': op('operatorMessageList', 'operator'),
  'POST /chatops/inquiries/{chat_inquiry_number}/messages': op('operatorReply', 'operator'),
  'POST /chatops/inquiries/{chat_inquiry_number}/files': op('operatorFilesSend', 'operator'),
  'PATCH /chatops/inquiries/{chat_inquiry_number}/messages/{message_number}': op(
    'operatorMessageEdit',
    'operator',
  ),
  'POST /chatops/inquiries/{chat_inquiry_number}/messages/{message_number}/recall': op(
    'operatorMessageRecall',
    'operator',
  ),
  'POST /chatops/inquiries/{chat_inquiry_number}/assign': op('operatorAssign', 'operator'),
  'POST /chatops/inquiries/{chat_inquiry_number}/unassign': op('operatorUnassign', 'operator'),
  'POST /chatops/inquiries/{chat_inquiry_number}/typing': op('operatorTyping', 'operator'),
  'POST /chatops/inquiries/{chat_inquiry_number}/close': op('operatorClose', 'operator'),
  'POST /chatops/inquiries/{chat_inquiry_number}/follow-up-link': op(
    'operatorFollowUpLink',
    'operator',
  ),
};
