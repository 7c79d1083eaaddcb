// One chat call through app.inject, as the widget sends it ({d}, headers a and v), read back
// as its result code and data.
import { AGE_CONSENT, CHAT_PATHS } from '@lawfirm/api-client';
import type { FastifyInstance } from 'fastify';

export interface ChatAnswer {
  status: number;
  code: string;
  /** result_type_cd: OK or FAIL. */
  type: string;
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
    data: body.data,
    issues: body.issues,
  };
}

/** A new visitor of the firm's channel with a new inquiry, 14-or-older confirmed if asked. */
export async function openInquiry(
  app: FastifyInstance,
  { confirmAge = true, currentUrl = '' }: { confirmAge?: boolean; currentUrl?: string } = {},
) {
  const auth = await postChat(app, CHAT_PATHS.authenticate, { center_code: 'CT0000' });
  const { token, channel_number } = auth.data as { token: string; channel_number: number };
  const generated = await postChat(
    app,
    CHAT_PATHS.inquiryGeneration,
    { channel_number, current_url: currentUrl },
    { token },
  );
  const inquiry = generated.data.chat_inquiry_number as number;
  if (confirmAge) {
    await postChat(
      app,
      CHAT_PATHS.ageConsentUpdate,
      { chat_inquiry_number: inquiry, age_consent_state_code: AGE_CONSENT.agreed },
      { token },
    );
  }
  return { token, channel_number, inquiry };
}
