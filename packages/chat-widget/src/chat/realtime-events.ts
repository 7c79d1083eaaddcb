// The realtime socket's frames (spec/chat-widget.md §4 Realtime events; the api README's
// "Realtime socket" gives each payload): every frame is JSON `{ event, data }`. The server's
// frames are read with these schemas; one we do not know, or cannot read, is dropped.
import {
  chatMessageSchema,
  chatNumberSchema,
  objectExposeInfoSchema,
  senderTypeSchema,
} from '@lawfirm/api-client/chat';
import { z } from 'zod';

/** Close codes of the api (4000-4999 are the application's). */
export const SOCKET_CLOSE = {
  /** No, an expired or a used connection token: ws-init again before reconnecting. */
  unauthorized: 4401,
  /** Signed out by a newer device, after user.expired: never reconnect. */
  expired: 4403,
} as const;

const inquiry = { chat_inquiry_number: chatNumberSchema };

export const serverEventSchema = z.discriminatedUnion('event', [
  z.object({ event: z.literal('connection.ready'), data: z.object({}) }),
  z.object({ event: z.literal('message.created'), data: z.object({ message: chatMessageSchema }) }),
  z.object({
    event: z.literal('message.updated'),
    data: z.object({ ...inquiry, message: chatMessageSchema }),
  }),
  z.object({
    event: z.literal('message.collected'),
    data: z.object({ ...inquiry, message_number: chatNumberSchema }),
  }),
  z.object({
    event: z.literal('inquiry.workflow.updated'),
    data: z.object({ ...inquiry, object_expose_info: objectExposeInfoSchema }),
  }),
  z.object({
    event: z.literal('inquiry.closed'),
    data: z.object({ ...inquiry, closed_at: z.string().nullable().optional() }),
  }),
  z.object({
    event: z.literal('customer.info.updated'),
    data: z.object({
      ...inquiry,
      customer_name: z.string().nullable(),
      cell_phone_number: z.string().nullable(),
    }),
  }),
  z.object({
    event: z.literal('typing.started'),
    data: z.object({ ...inquiry, sender_type: senderTypeSchema }),
  }),
  z.object({ event: z.literal('user.expired'), data: z.object({}) }),
]);

export type ServerEvent = z.infer<typeof serverEventSchema>;

/** The event of a text frame, or null for one we do not use or cannot read. */
export function parseServerFrame(text: string): ServerEvent | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = serverEventSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

/** spec §4 "Client to server" frames. */
export type ClientEvent =
  | { event: 'heartbeat'; data: Record<string, never> }
  | {
      event: 'inquiry.watching' | 'inquiry.joined' | 'inquiry.left';
      data: { chat_inquiry_number: number };
    }
  | { event: 'history.entered' | 'history.exited'; data: { chat_inquiry_numbers: number[] } };
