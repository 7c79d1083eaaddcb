// The realtime socket's frames (spec/chat-widget.md §4 Realtime events; the api README's
// "Realtime socket" gives each payload): every frame is JSON `{ event, data }`. The server's
// frames are read with these schemas; one we do not know, or cannot read, is dropped.
import type { ChatMessage, ObjectExposeInfo, SenderType } from '@lawfirm/api-client/chat-core';

/** Close codes of the api (4000-4999 are the application's). */
export const SOCKET_CLOSE = {
  /** No, an expired or a used connection token: ws-init again before reconnecting. */
  unauthorized: 4401,
  /** Signed out by a newer device, after user.expired: never reconnect. */
  expired: 4403,
} as const;

type OfInquiry<T> = { chat_inquiry_number: number } & T;

/**
 * The server's frames the widget acts on. The api builds them from the api-client's entities
 * (its chat-events.ts), so the widget reads them by their event name without zod, which its
 * bundle cannot afford (README, Bundle); a frame of another event, or not JSON, is dropped.
 */
export type ServerEvent =
  | { event: 'connection.ready'; data: Record<string, never> }
  | { event: 'message.created'; data: OfInquiry<{ message: ChatMessage }> }
  | { event: 'message.updated'; data: OfInquiry<{ message: ChatMessage }> }
  | { event: 'message.collected'; data: OfInquiry<{ message_number: number }> }
  | { event: 'inquiry.workflow.updated'; data: OfInquiry<{ object_expose_info: ObjectExposeInfo }> }
  | { event: 'inquiry.closed'; data: OfInquiry<{ closed_at?: string | null }> }
  | {
      event: 'customer.info.updated';
      data: OfInquiry<{ customer_name: string | null; cell_phone_number: string | null }>;
    }
  | { event: 'typing.started'; data: OfInquiry<{ sender_type: SenderType }> }
  | { event: 'user.expired'; data: Record<string, never> }
  /** A refused frame; a refused inquiry is named (api README, Realtime socket). */
  | {
      event: 'error';
      data: { result_cd: string; result_msg?: string; chat_inquiry_number?: number };
    };

const SERVER_EVENTS = new Set<string>([
  'connection.ready',
  'message.created',
  'message.updated',
  'message.collected',
  'inquiry.workflow.updated',
  'inquiry.closed',
  'customer.info.updated',
  'typing.started',
  'user.expired',
  'error',
] satisfies Array<ServerEvent['event']>);

/** The event of a text frame, or null for one we do not use or cannot read. */
export function parseServerFrame(text: string): ServerEvent | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof json !== 'object' || json === null) return null;
  const { event, data } = json as { event?: unknown; data?: unknown };
  if (typeof event !== 'string' || !SERVER_EVENTS.has(event)) return null;
  if (typeof data !== 'object' || data === null) return null;
  return { event, data } as ServerEvent;
}

/** spec §4 "Client to server" frames. */
export type ClientEvent =
  | { event: 'heartbeat'; data: Record<string, never> }
  | {
      event: 'inquiry.watching' | 'inquiry.joined' | 'inquiry.left';
      data: { chat_inquiry_number: number };
    }
  | { event: 'history.entered' | 'history.exited'; data: { chat_inquiry_numbers: number[] } };
