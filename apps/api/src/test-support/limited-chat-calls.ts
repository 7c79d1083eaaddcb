// The rate-limited chat calls (CHAT_RATE_LIMITS) as the tests of their limits make them: each
// call by a given visitor from a given client address (X-Forwarded-For, read when TRUST_PROXY
// trusts the test's loopback), and a visitor ready to make it.
import { randomBytes } from 'node:crypto';

import { CHAT_PATHS } from '@lawfirm/api-client/chat';
import type { FastifyInstance } from 'fastify';

import type { ChatRateLimitedCall } from '../chat/chat-constants';
import { openInquiry, postChat, TEST_PAGE_URL } from './chat-calls';
import type { ChatAnswer } from './chat-calls';

export interface TestVisitor {
  token: string;
  channel: number;
  /** An inquiry of the visitor's, 14-or-older confirmed (for message sends). */
  inquiry?: number;
}

/**
 * A client address nobody used: counts in Redis outlive a test run, so a fixed address would
 * meet the last run's. A /64 of its own, as the limiter counts IPv6 clients by network.
 */
export function freshAddress(): string {
  const group = () => randomBytes(2).toString('hex');
  return `2001:db8:${group()}:${group()}::1`;
}

const from = (address: string) => ({ 'x-forwarded-for': address });

/** A new visitor of the firm's channel, set up from an address of its own. */
export async function newVisitor(
  app: FastifyInstance,
  { withInquiry = false }: { withInquiry?: boolean } = {},
): Promise<TestVisitor> {
  if (withInquiry) {
    const opened = await openInquiry(app, { ip: freshAddress() });
    return { token: opened.token, channel: opened.channel_number, inquiry: opened.inquiry };
  }
  const auth = await postChat(
    app,
    CHAT_PATHS.authenticate,
    { center_code: 'CT0000' },
    { headers: from(freshAddress()) },
  );
  const { token, channel_number: channel } = auth.data as { token: string; channel_number: number };
  return { token, channel };
}

/** One request of `call` by `visitor` (none: no token) from `address`. */
export function sendLimited(
  app: FastifyInstance,
  call: ChatRateLimitedCall,
  visitor: TestVisitor | undefined,
  address: string,
): Promise<ChatAnswer> {
  const options = { token: visitor?.token, headers: from(address) };
  switch (call) {
    case 'authenticate':
      return postChat(app, CHAT_PATHS.authenticate, { center_code: 'CT0000' }, options);
    case 'realtimeInit':
      return postChat(app, CHAT_PATHS.realtimeInit, {}, options);
    case 'inquiryGeneration':
      return postChat(
        app,
        CHAT_PATHS.inquiryGeneration,
        { channel_number: visitor?.channel, current_url: TEST_PAGE_URL },
        options,
      );
    case 'messageSend':
      return postChat(
        app,
        CHAT_PATHS.messageSend,
        { chat_inquiry_number: visitor?.inquiry, html_content: '상담 문의드립니다', json_data: {} },
        options,
      );
  }
}

/** Whether the call needs the visitor to have an inquiry. */
export const needsInquiry = (call: ChatRateLimitedCall) => call === 'messageSend';
