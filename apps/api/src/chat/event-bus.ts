// DESIGN.md §5: realtime events go through a bus, so that any api instance can deliver to any
// socket. In-process by default; over Redis pub/sub (redis-event-bus.ts) when REDIS_URL is set.
// Topics name who receives: every socket of a visitor, one device session, everyone watching an
// inquiry, the operators' feeds, or the socket hubs alone.
import { EventEmitter } from 'node:events';

/** One realtime event as the socket sends it: `{ event, data }` (api README, socket protocol). */
export interface ChatEvent {
  event: string;
  data: Record<string, unknown>;
}

export const topics = {
  visitor: (visitorKey: string) => `visitor:${visitorKey}`,
  session: (sessionId: string) => `session:${sessionId}`,
  inquiry: (inquiryNumber: number) => `inquiry:${inquiryNumber}`,
  /** Every inquiry's changes, in short, for the operators' feed. */
  operators: 'operators',
  /**
   * HUB_EVENTS, which only the socket hubs subscribe to (one subscription per instance): no
   * socket or feed hears them, so none has to filter them out.
   */
  hub: 'hub',
} as const;

/**
 * Events between the api's own parts, on `topics.hub`: the socket hub of every instance acts on
 * them.
 */
export const HUB_EVENTS = {
  /**
   * `{ chat_inquiry_number, visitor_id }`: a follow-up link made the inquiry that visitor's own,
   * so every socket of another visitor lets go of it (socket-subscriptions.ts).
   */
  inquiryHandedOver: 'hub.inquiry.handed_over',
} as const;

export type Unsubscribe = () => Promise<void>;

export interface EventBus {
  publish(topic: string, event: ChatEvent): Promise<void>;
  subscribe(topic: string, listener: (event: ChatEvent) => void): Promise<Unsubscribe>;
  close(): Promise<void>;
}

export function createMemoryEventBus(): EventBus {
  const emitter = new EventEmitter();
  // Every open socket listens to a few topics; the default warning at 10 would be noise.
  emitter.setMaxListeners(0);
  return {
    async publish(topic, event) {
      emitter.emit(topic, event);
    },
    async subscribe(topic, listener) {
      emitter.on(topic, listener);
      return async () => {
        emitter.off(topic, listener);
      };
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}
