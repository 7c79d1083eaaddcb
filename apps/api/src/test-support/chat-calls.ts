// One chat call through app.inject, as the widget sends it ({d}, headers a and v), read back
// as its result code and data.
import type { OutgoingHttpHeaders } from 'node:http';

import { AGE_CONSENT, CHAT_PATHS, OBJECT_ACTIONS } from '@lawfirm/api-client/chat';
import type { FastifyInstance } from 'fastify';

export interface ChatAnswer {
  status: number;
  code: string;
  /** result_type_cd: OK or FAIL. */
  type: string;
  /** result_msg: the Korean text a refusal shows. */
  message: string;
  headers: OutgoingHttpHeaders;
  // Read field by field in tests; its shape is checked by the route's response schema.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  data: any;
  /** A malformed request's issues, each with its path (d.field). */
  issues?: Array<{ path: string; message: string }>;
}

export async function postChat(
  app: FastifyInstance,
  path: string,
  d: unknown,
  {
    token,
    ip,
    headers = {},
  }: { token?: string; ip?: string; headers?: Record<string, string> } = {},
): Promise<ChatAnswer> {
  const response = await app.inject({
    method: 'POST',
    url: path,
    ...(ip ? { remoteAddress: ip } : {}),
    headers: { v: '1.0.0', ...(token ? { a: token } : {}), ...headers },
    payload: { d },
  });
  const body = response.json();
  return {
    status: response.statusCode,
    code: body.result_info?.result_cd,
    type: body.result_info?.result_type_cd,
    message: body.result_info?.result_msg,
    headers: response.headers,
    data: body.data,
    issues: body.issues,
  };
}

/** The page a test visitor is on when they open an inquiry (current_url is an http(s) URL). */
export const TEST_PAGE_URL = 'http://localhost:3000/';

let visitorsOpened = 0;

/**
 * A client address of its own (a /64 of the documentation range, as the limiter groups IPv6),
 * as real visitors have: the chat's per-address rate limits then count one test's visitor, not
 * every visitor a test file opens in its app.
 */
export function newVisitorAddress(): string {
  visitorsOpened += 1;
  return `2001:db8:${(visitorsOpened >> 16).toString(16)}:${(visitorsOpened & 0xffff).toString(16)}::1`;
}

/** A new visitor of the firm's channel (crtfica from an address of its own), without an inquiry. */
export async function newVisitorToken(app: FastifyInstance): Promise<string> {
  const auth = await postChat(
    app,
    CHAT_PATHS.authenticate,
    { center_code: 'CT0000' },
    { ip: newVisitorAddress() },
  );
  return auth.data.token as string;
}

/**
 * A new visitor of the firm's channel with a new inquiry, 14-or-older confirmed if asked; its
 * calls come from `ip`, by default an address of its own (later calls of the test from the
 * default one).
 */
export async function openInquiry(
  app: FastifyInstance,
  {
    confirmAge = true,
    currentUrl = TEST_PAGE_URL,
    ip = newVisitorAddress(),
  }: { confirmAge?: boolean; currentUrl?: string; ip?: string } = {},
) {
  const auth = await postChat(app, CHAT_PATHS.authenticate, { center_code: 'CT0000' }, { ip });
  const { token, channel_number } = auth.data as { token: string; channel_number: number };
  const generated = await postChat(
    app,
    CHAT_PATHS.inquiryGeneration,
    { channel_number, current_url: currentUrl },
    { token, ip },
  );
  const inquiry = generated.data.chat_inquiry_number as number;
  if (confirmAge) {
    await postChat(
      app,
      CHAT_PATHS.ageConsentUpdate,
      { chat_inquiry_number: inquiry, age_consent_state_code: AGE_CONSENT.agreed },
      { token, ip },
    );
  }
  return { token, channel_number, inquiry };
}

/**
 * Walks the seeded workflow as a visitor would (the first area, its first situation, "leave
 * contact") and submits the form: the inquiry is then handed over with this name and number.
 */
export async function leaveContact(
  app: FastifyInstance,
  token: string,
  inquiry: number,
  { name = '김보람', phone = '01012345678' }: { name?: string; phone?: string } = {},
) {
  const expose = async () =>
    (await postChat(app, CHAT_PATHS.inquiryDetail, { chat_inquiry_number: inquiry }, { token }))
      .data.object_expose_info as {
      message_number: number;
      work_flow_number: number;
      object_list: Array<{ object_number: number; action_code: string }>;
    };
  for (const action of [
    OBJECT_ACTIONS.workflowCall,
    OBJECT_ACTIONS.workflowCall,
    OBJECT_ACTIONS.input,
  ]) {
    const info = await expose();
    const object = info.object_list.find((candidate) => candidate.action_code === action)!;
    await postChat(
      app,
      CHAT_PATHS.workflowProgress,
      {
        chat_inquiry_number: inquiry,
        message_number: info.message_number,
        work_flow_number: info.work_flow_number,
        object_number: object.object_number,
      },
      { token },
    );
  }
  const list = await postChat(
    app,
    CHAT_PATHS.messageList,
    { chat_inquiry_number: inquiry },
    { token },
  );
  const form = (list.data.messages as Array<{ message_number: number; form: unknown }>).findLast(
    (message) => message.form !== null,
  )!;
  return postChat(
    app,
    CHAT_PATHS.personalInfoUpdate,
    {
      chat_inquiry_number: inquiry,
      message_number: form.message_number,
      name,
      cell_phone_number: phone,
    },
    { token },
  );
}
