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

/**
 * Close codes: 4000-4999 are the application's (api README, Realtime socket and Limits); ws
 * itself closes a frame over SOCKET_LIMITS.maxFrameBytes with 1009 (message too big).
 */
export const SOCKET_CLOSE = {
  /** No or an expired connection token: call ws-init again. */
  unauthorized: 4401,
  /**
   * The device was signed out by a newer authentication, or the inquiry it shows was handed to
   * another visitor (after user.expired).
   */
  expired: 4403,
  /** No heartbeat or pong within two intervals. */
  dead: 4408,
  /** More frames than the socket's budget (SOCKET_LIMITS.frameBurst, framesPerSecond). */
  tooManyFrames: 4429,
  /** Over SOCKET_LIMITS.socketsPerVisitor or socketsPerAddress open sockets. */
  tooManySockets: 4430,
} as const;

/**
 * A socket closed for a flood reads nothing more and is dropped this long after its close frame
 * went out, without waiting for the client's answer (which would queue behind its flood).
 */
export const SOCKET_FLOOD_DROP_MS = 1_000;

/** spec §9 "Heartbeat 30,000 ms": the server pings at the same pace and drops a silent socket. */
export const SOCKET_HEARTBEAT_MS = 30_000;

/**
 * What one socket, one visitor and one address may hold or send (DESIGN.md §5: "A socket has
 * limits like any endpoint"). The spec sets none; each number is what the widget needs with
 * room to spare, so that one abusive client is closed before it slows anybody else.
 */
export interface SocketLimits {
  /** Bytes of one frame, fragments together; ws closes a socket sending more with 1009. */
  maxFrameBytes: number;
  /** Frames a socket may send at once, before the rate below applies (a token bucket). */
  frameBurst: number;
  /** Frames per second a socket may send on average, once its burst is spent. */
  framesPerSecond: number;
  /** Open sockets of one visitor (the chat token's subject), on every instance together. */
  socketsPerVisitor: number;
  /** Open sockets of one client address (an IPv6 /64), on every instance together. */
  socketsPerAddress: number;
  /**
   * How long a held inquiry's ownership, or a refused one, is answered from memory: a repeated
   * inquiry.watching reads the database at most once per inquiry in this time.
   */
  ownershipMemoryMs: number;
  /**
   * How long a socket's place in the shared counts (REDIS_URL) lasts unless its instance
   * refreshes it, which it does at every ping sweep.
   */
  placeLapseMs: number;
}

export const SOCKET_LIMITS: SocketLimits = {
  // The largest frame the widget sends is history.entered with 100 numbers, about 1.3 KB
  // (spec §4 Client to server); 64 KiB leaves fifty times that.
  maxFrameBytes: 64 * 1024,
  // A reconnect sends inquiry.watching for every tab of the group sharing the socket and the
  // history view's frames; a heartbeat follows every 30 s. Thirty at once and one a second
  // after is ten times a busy widget.
  frameBurst: 30,
  framesPerSecond: 1,
  // One visitor is one browser: its tabs share one socket (the widget's tab group), a dropped
  // connection may linger until the ping sweep finds it while its successor opens, and a
  // browser without BroadcastChannel opens one per tab.
  socketsPerVisitor: 10,
  // An address carries several visitors (an office, a mobile carrier's shared address): fifty
  // chats at once from one address is more than any office, far less than a flood.
  socketsPerAddress: 50,
  ownershipMemoryMs: SOCKET_HEARTBEAT_MS,
  // Three sweeps: a live socket keeps its place through two missed refreshes (a slow Redis, a
  // busy instance), and an instance that died stops holding its visitors' and addresses' room
  // within 90 s.
  placeLapseMs: 3 * SOCKET_HEARTBEAT_MS,
};

export const SOCKET_PATH = '/chatctm/ws';

/** The socket's URL under the api's public origin (PUBLIC_URL): ws://, or wss:// behind https. */
export function socketUrlOf(publicUrl: string): string {
  const url = new URL(SOCKET_PATH, publicUrl);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.href;
}
