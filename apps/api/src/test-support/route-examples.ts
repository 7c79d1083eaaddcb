// One well-formed request for every route of the api, as a real caller would send it (signed in
// where the route wants it). The hostile-input test breaks one part of it at a time, so that a
// hostile value reaches as deep into the api as a valid one would. No example carries a
// client_message_id: a resend of one is answered from the stored message without writing, which
// would hide what the other fields do (the test adds the field from the schema).
import { AGE_CONSENT, CHAT_PATHS, NAVIGATION_CODES } from '@lawfirm/api-client/chat';
import {
  API_VERSION,
  CASE_LIST_DEFAULT_TAB,
  CONSULTING_FIELD_CODE,
  TERMS_FOOTER_ETC,
} from '@lawfirm/api-client';
import { OPERATOR_PATHS } from '@lawfirm/api-client/operator';
import { toConsultingBody } from '@lawfirm/api-client/site';
import type { ChatPath } from '@lawfirm/api-client/chat';

import { DEMO_OPERATOR_PASSWORD } from '../seed/operator-seed';
import { TEST_PAGE_URL } from './chat-calls';
import { CONSULT_FORM } from './consult-form';

export interface ExampleRequest {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
}

/** What the examples refer to: rows of the seed and the callers' credentials. */
export interface ExampleContext {
  visitorToken: string;
  channel: number;
  inquiry: number;
  message: number;
  operatorToken: string;
  /** The Cookie header of a signed-in member. */
  memberCookie: string;
  faqIdx: number;
  infoIdx: number;
  successIdx: number;
  termsCode: string;
  strengthUrl: string;
  caseTypeIdx: number;
}

const NAME = '김보람';
const PHONE = '01012345678';

const chatBodies: Record<ChatPath, (c: ExampleContext) => Record<string, unknown>> = {
  [CHAT_PATHS.authenticate]: () => ({ center_code: 'CT0000' }),
  [CHAT_PATHS.realtimeInit]: () => ({}),
  [CHAT_PATHS.inquiryMain]: (c) => ({ channel_number: c.channel }),
  [CHAT_PATHS.inquiryGeneration]: (c) => ({
    channel_number: c.channel,
    current_url: TEST_PAGE_URL,
  }),
  [CHAT_PATHS.inquiryDetail]: (c) => ({ chat_inquiry_number: c.inquiry }),
  [CHAT_PATHS.messageList]: (c) => ({
    chat_inquiry_number: c.inquiry,
    after_message_number: 0,
    changed_after_timestamp: Date.now() - 60_000,
  }),
  [CHAT_PATHS.messageSend]: (c) => ({
    chat_inquiry_number: c.inquiry,
    html_content: '<p>계약서 검토를 부탁드립니다.</p>',
    json_data: { blocks: [{ type: 'text', value: '계약서' }] },
  }),
  [CHAT_PATHS.fileDownloadUrl]: (c) => ({ chat_inquiry_number: c.inquiry, file_number: 1 }),
  [CHAT_PATHS.workflowProgress]: (c) => ({
    chat_inquiry_number: c.inquiry,
    message_number: c.message,
    work_flow_number: 1,
    object_number: 1,
  }),
  [CHAT_PATHS.workflowRollback]: (c) => ({
    chat_inquiry_number: c.inquiry,
    message_number: c.message,
    work_flow_navigation_code: NAVIGATION_CODES.back,
  }),
  [CHAT_PATHS.personalInfoUpdate]: (c) => ({
    chat_inquiry_number: c.inquiry,
    message_number: c.message,
    name: NAME,
    cell_phone_number: PHONE,
  }),
  [CHAT_PATHS.ageConsentUpdate]: (c) => ({
    chat_inquiry_number: c.inquiry,
    age_consent_state_code: AGE_CONSENT.agreed,
  }),
  [CHAT_PATHS.certificationSend]: () => ({ name: NAME, cell_phone_number: PHONE }),
  [CHAT_PATHS.certificationVerify]: () => ({
    name: NAME,
    cell_phone_number: PHONE,
    certification_number: '123456',
  }),
  [CHAT_PATHS.historyList]: () => ({}),
  [CHAT_PATHS.historyParticipation]: (c) => ({ chat_inquiry_number: c.inquiry }),
  [CHAT_PATHS.alarmParticipation]: () => ({ token: 'a.b.c' }),
};

const consultBody = toConsultingBody(CONSULT_FORM);

const member = (c: ExampleContext) => ({ cookie: c.memberCookie });
const operator = (c: ExampleContext) => ({ authorization: `Bearer ${c.operatorToken}` });
const inquiryParams = (c: ExampleContext) => ({ chat_inquiry_number: String(c.inquiry) });

/** Examples of the routes that are not chat calls, by `METHOD /pattern`. */
const examples: Record<string, (c: ExampleContext) => ExampleRequest> = {
  'GET /healthz': () => ({}),
  'GET /robots.txt': () => ({}),
  'GET /sitemap.xml': () => ({}),
  'GET /api/center/list': () => ({}),
  'GET /api/center-footer/list': () => ({}),
  'POST /api/consulting': (c) => ({
    body: { ...consultBody, law_type_code: String(c.caseTypeIdx) },
    headers: { 'idempotency-key': 'b7f1c2d4-0c1e-4f55-9d0e-3a2b1c4d5e6f' },
  }),
  'GET /api/terms/footer/latest': () => ({ query: { etc: TERMS_FOOTER_ETC } }),
  'GET /api/terms/list': () => ({}),
  'GET /api/terms/:terms_code': (c) => ({ params: { terms_code: c.termsCode } }),
  'GET /api/statistics': () => ({}),
  'GET /api/office/list': () => ({}),
  'GET /api/lawyer/list': () => ({
    query: { group_code: 'CT0004', pageNumber: '1', pageSize: '6' },
  }),
  'GET /api/partner/list': () => ({}),
  'GET /api/home/landing': () => ({}),
  'GET /api/popup/top/list': () => ({}),
  'POST /api/popup/top/click': () => ({ body: { idx: 1 } }),
  'GET /api/field/list': () => ({ query: { code: CONSULTING_FIELD_CODE } }),
  'GET /api/mng/app/seo-template/field/list-by-center': () => ({
    query: { center_code: 'CT0004' },
  }),
  'GET /api/faq/groups': () => ({}),
  'GET /api/faq/list': () => ({
    query: { code_desc: 'corporation', keyword: '계약', pageNumber: '1' },
  }),
  'GET /api/faq/:idx': (c) => ({ params: { idx: String(c.faqIdx) } }),
  'POST /api/faq/:idx/feedback': (c) => ({
    params: { idx: String(c.faqIdx) },
    body: { helpful: true },
  }),
  'GET /api/info/list': () => ({
    query: { group_code: 'CT0004', keyword: '계약', pageNumber: '1' },
  }),
  'GET /api/success/list': () => ({ query: { group_code: 'CT0004', keyword: '계약' } }),
  'GET /api/info/:idx': (c) => ({ params: { idx: String(c.infoIdx) } }),
  'GET /api/success/:idx': (c) => ({ params: { idx: String(c.successIdx) } }),
  'GET /api/strength/list': () => ({}),
  'GET /api/strength/:url': (c) => ({ params: { url: c.strengthUrl } }),
  'GET /api/search': () => ({ query: { keyword: '이혼', tab: '전체', pageNumber: '1' } }),
  'GET /login/:provider': () => ({
    params: { provider: 'kakao' },
    query: { clientKey: 'web-client', state: '/mycase' },
  }),
  'GET /login/:provider/callback': () => ({
    params: { provider: 'kakao' },
    query: { code: 'authorization-code', state: 'state-value' },
  }),
  'POST /login/:provider/callback': () => ({
    params: { provider: 'apple' },
    body: { code: 'authorization-code', state: 'state-value' },
  }),
  'POST /api/app/auth': (c) => ({ headers: member(c) }),
  'GET /api/app/auth/check': (c) => ({ headers: member(c) }),
  'GET /api/app/auth/callback': (c) => ({ headers: member(c) }),
  'GET /api/auth/token': (c) => ({ headers: member(c) }),
  'POST /api/auth/token': (c) => ({ body: { jwt: 'a.b.c' }, headers: member(c) }),
  'POST /api/app/auth/logout': (c) => ({ body: {}, headers: member(c) }),
  'GET /api/lawfirm/app/user': (c) => ({ headers: member(c) }),
  'POST /api/lawfirm/app/user/agree': (c) => ({
    body: { marketing_agree: true, alert_agree: true },
    headers: member(c),
  }),
  'PATCH /api/lawfirm/app/user': (c) => ({
    body: {
      name: NAME,
      phoneNumber: PHONE,
      uuid: 'device-0001',
      categoryAndField: { categories: ['CT0004'], fields: [c.caseTypeIdx] },
    },
    headers: member(c),
  }),
  'DELETE /api/lawfirm/app/user': (c) => ({
    body: { reason: 'other', reason_text: '서비스를 더 이상 이용하지 않습니다.' },
    headers: member(c),
  }),
  'GET /api/lawfirm/app/case/list': (c) => ({
    query: { tapState: CASE_LIST_DEFAULT_TAB, pageNumber: '1', pageSize: '10' },
    headers: member(c),
  }),
  'GET /api/lawfirm/app/case/:idx': (c) => ({ params: { idx: '1' }, headers: member(c) }),
  // The socket's upgrade; a plain GET is what a fuzzer can send (socket frames: socket-hub tests).
  'GET /chatctm/ws': (c) => ({ query: { token: c.visitorToken } }),
  'GET /chatctm/files/:fileKey': () => ({
    params: { fileKey: 'abcdefghijklmnop' },
    query: { expires: '1', signature: 'x' },
  }),
  // Unsigned: a signed-in feed streams until closed (its refusals are what input can reach).
  [`GET ${OPERATOR_PATHS.events}`]: (c) => ({ query: { watch: String(c.inquiry) } }),
  [`POST ${OPERATOR_PATHS.signIn}`]: () => ({
    body: { login_id: 'counsel1', password: DEMO_OPERATOR_PASSWORD },
  }),
  // A wrong current password: a fuzzed variant must not change the password the other
  // operator routes' session was issued under.
  [`POST ${OPERATOR_PATHS.password}`]: (c) => ({
    body: { current_password: 'not-the-current-1', new_password: 'new-secret-2027' },
    headers: operator(c),
  }),
  [`GET ${OPERATOR_PATHS.inquiries}`]: (c) => ({
    query: { state: 'OPEN', mine: 'N', size: '20' },
    headers: operator(c),
  }),
  [`GET ${OPERATOR_PATHS.inquiry}`]: (c) => ({ params: inquiryParams(c), headers: operator(c) }),
  [`GET ${OPERATOR_PATHS.smsOutbox}`]: (c) => ({
    query: { to: '01012345678' },
    headers: operator(c),
  }),
  [`GET ${OPERATOR_PATHS.messages}`]: (c) => ({
    params: inquiryParams(c),
    query: { after_message_number: '0', size: '100' },
    headers: operator(c),
  }),
  [`POST ${OPERATOR_PATHS.assign}`]: (c) => ({ params: inquiryParams(c), headers: operator(c) }),
  [`POST ${OPERATOR_PATHS.unassign}`]: (c) => ({ params: inquiryParams(c), headers: operator(c) }),
  [`POST ${OPERATOR_PATHS.close}`]: (c) => ({ params: inquiryParams(c), headers: operator(c) }),
  [`POST ${OPERATOR_PATHS.messages}`]: (c) => ({
    params: inquiryParams(c),
    body: { html_content: '<p>확인했습니다.</p>' },
    headers: operator(c),
  }),
  [`POST ${OPERATOR_PATHS.files}`]: (c) => ({ params: inquiryParams(c), headers: operator(c) }),
  [`PATCH ${OPERATOR_PATHS.message}`]: (c) => ({
    params: { ...inquiryParams(c), message_number: String(c.message) },
    body: { html_content: '<p>수정했습니다.</p>' },
    headers: operator(c),
  }),
  [`POST ${OPERATOR_PATHS.recall}`]: (c) => ({
    params: { ...inquiryParams(c), message_number: String(c.message) },
    headers: operator(c),
  }),
  [`POST ${OPERATOR_PATHS.typing}`]: (c) => ({ params: inquiryParams(c), headers: operator(c) }),
  [`POST ${OPERATOR_PATHS.followUpLink}`]: (c) => ({
    params: inquiryParams(c),
    headers: operator(c),
  }),
};

for (const [path, d] of Object.entries(chatBodies)) {
  examples[`POST ${path}`] = (c) => ({
    body: { d: d(c) },
    headers: { a: c.visitorToken, v: API_VERSION },
  });
}

/** The example of `method url`, or undefined when the catalogue of examples lacks it. */
export function exampleOf(
  method: string,
  url: string,
): ((c: ExampleContext) => ExampleRequest) | undefined {
  return examples[`${method} ${url}`];
}
