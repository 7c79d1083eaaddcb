// The realtime socket's protocol (spec/chat-widget.md §4 Realtime events), documented in the api
// README: every frame is JSON `{ event, data }`. These are the client's frames, validated here;
// the server's are built where they happen (chat-events.ts).
import { chatNumberSchema } from '@lawfirm/api-client/chat';
import { z } from 'zod';

const inquiryNumber = z.object({ chat_inquiry_number: chatNumberSchema });
const inquiryNumbers = z.object({ chat_inquiry_numbers: z.array(chatNumberSchema).max(100) });

export const clientFrameSchema = z.discriminatedUnion('event', [
  z.object({ event: z.literal('heartbeat'), data: z.object({}).optional() }),
  z.object({ event: z.literal('inquiry.watching'), data: inquiryNumber }),
  z.object({ event: z.literal('inquiry.joined'), data: inquiryNumber }),
  z.object({ event: z.literal('inquiry.left'), data: inquiryNumber }),
  z.object({ event: z.literal('history.entered'), data: inquiryNumbers }),
  z.object({ event: z.literal('history.exited'), data: inquiryNumbers }),
]);

export type ClientFrame = z.infer<typeof clientFrameSchema>;

/** Close codes (4000-4999 are the application's). */
export const SOCKET_CLOSE = {
  /** No or an expired connection token: call ws-init again. */
  unauthorized: 4401,
  /** The device was signed out by a newer authentication (after user.expired). */
  expired: 4403,
  /** No heartbeat or pong within two intervals. */
  dead: 4408,
} as const;

/** spec §9 "Heartbeat 30,000 ms": the server pings at the same pace and drops a silent socket. */
export const SOCKET_HEARTBEAT_MS = 30_000;

export const SOCKET_PATH = '/chatctm/ws';

/** The socket's URL under the api's public origin (PUBLIC_URL): ws://, or wss:// behind https. */
export function socketUrlOf(publicUrl: string): string {
  const url = new URL(SOCKET_PATH, publicUrl);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.href;
}
