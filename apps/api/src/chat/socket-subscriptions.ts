// What one socket hears (spec/chat-widget.md §4 Realtime events): its device's and its visitor's
// topics, and the inquiries it watches (the conversation) or lists (the history view). An
// inquiry's events reach the socket only once the inquiry is known to be the visitor's; a
// repeated inquiry.watching is answered from memory (SOCKET_LIMITS.ownershipMemoryMs), so a
// flood of them reads nothing. When a follow-up link hands an inquiry to another visitor, every
// instance's hub hears it on the bus (topics.hub) and tells each socket's subscriptions
// (handedOver): a socket that lists the inquiry lets go of it, and one that shows it is signed
// out with user.expired ('Chatting on another device', spec §2).
import type { Db } from '../db/create-database';
import { ChatError } from './chat-error';
import { followableHistoryInquiries } from './chat-history';
import { ownInquiry, visitorOfSession } from './chat-service';
import type { ChatVisitor } from './chat-visitor';
import type { ChatEvent, EventBus, Unsubscribe } from './event-bus';
import { topics } from './event-bus';

export interface SocketSubscriptionsOptions {
  db: Db;
  bus: EventBus;
  who: ChatVisitor;
  /** Sends a server event to the socket. */
  send: (event: ChatEvent) => void;
  /** Answers a refused frame with an `error` event; `about` joins its data. */
  fail: (code: string, message: string, about?: Record<string, unknown>) => void;
  /** Sends user.expired and closes the socket with SOCKET_CLOSE.expired. */
  expire: () => void;
  /** A subscription that could not be ended (the bus failed). */
  onError: (error: unknown) => void;
  ownershipMemoryMs: number;
  now?: () => number;
}

/** Refusals kept in memory before the lapsed ones are swept out. */
const REFUSALS_KEPT = 100;

export function createSocketSubscriptions({
  db,
  bus,
  who,
  send,
  fail,
  expire,
  onError,
  ownershipMemoryMs,
  now = Date.now,
}: SocketSubscriptionsOptions) {
  const stops = new Map<string, Unsubscribe>();
  // Why the socket hears an inquiry: the conversation watches (or joined) it, the history view
  // lists it, or both. The topic is left only when neither holds it any more: leaving history
  // must not silence the inquiry just opened from it.
  const watched = new Set<number>();
  const listed = new Set<number>();
  /** Inquiries whose ownership is being read: heard already, their events not yet sent. */
  const checking = new Set<number>();
  /** When the ownership of a watched inquiry was last read. */
  const ownedAt = new Map<number, number>();
  /** When an inquiry.watching was last refused, by inquiry. */
  const refusedAt = new Map<number, number>();
  let ended = false;

  const held = (number: number) => watched.has(number) || listed.has(number);

  async function listen(topic: string, listener: (event: ChatEvent) => void) {
    if (ended || stops.has(topic)) return;
    const pending: Unsubscribe = async () => {};
    stops.set(topic, pending);
    const stop = await bus.subscribe(topic, listener);
    // Left (or the socket closed) while subscribing: let go at once.
    if (stops.get(topic) === pending) stops.set(topic, stop);
    else await stop();
  }

  async function unlisten(topic: string) {
    const stop = stops.get(topic);
    stops.delete(topic);
    await stop?.();
  }

  /** Ends every subscription; the socket hears nothing more. */
  function end() {
    if (ended) return;
    ended = true;
    for (const topic of [...stops.keys()]) unlisten(topic).catch(onError);
  }

  function signOut() {
    end();
    expire();
  }

  const inquiryListener = (number: number) => (event: ChatEvent) => {
    if (!ended && held(number)) send(event);
  };

  async function hold(reason: Set<number>, number: number) {
    reason.add(number);
    await listen(topics.inquiry(number), inquiryListener(number));
  }

  async function release(reason: Set<number>, number: number) {
    reason.delete(number);
    if (reason === watched) ownedAt.delete(number);
    if (!held(number) && !checking.has(number)) await unlisten(topics.inquiry(number));
  }

  function rememberRefusal(number: number, at: number) {
    if (refusedAt.size >= REFUSALS_KEPT) {
      for (const [refused, when] of refusedAt) {
        if (at - when >= ownershipMemoryMs) refusedAt.delete(refused);
      }
    }
    refusedAt.set(number, at);
  }

  async function isOwn(number: number): Promise<boolean> {
    try {
      await ownInquiry(db, who, number);
      return true;
    } catch (error) {
      if (error instanceof ChatError) return false;
      throw error;
    }
  }

  // The refusal names the inquiry: a device that shows it learns that it has lost it (handed
  // to another visitor while its socket was down), and signs out as on user.expired (spec §4).
  const refuse = (number: number, message = `inquiry ${number} is not yours`) =>
    fail('E000600014', message, { chat_inquiry_number: number });

  return {
    /** The device's and the visitor's own topics (user.expired, previews, new inquiries). */
    async start() {
      await listen(topics.session(who.sessionId), (event) => {
        if (event.event === 'user.expired') signOut();
        else if (!ended) send(event);
      });
      await listen(topics.visitor(who.visitor.visitorKey), (event) => {
        if (!ended) send(event);
      });
    },

    /**
     * A follow-up link made the inquiry `toVisitorId`'s own (the hub heard it on topics.hub). A
     * socket of another visitor that shows the inquiry, or is reading whether it may, now
     * continues on another device; one that only lists it stops hearing it.
     */
    handedOver(number: number, toVisitorId: unknown) {
      if (ended || toVisitorId === who.visitor.visitorId) return;
      ownedAt.delete(number);
      if (watched.has(number) || checking.has(number)) signOut();
      else if (listed.has(number)) release(listed, number).catch(onError);
    },

    /** inquiry.watching and inquiry.joined: the inquiry's events, if it is the visitor's. */
    async watch(number: number) {
      const at = now();
      const owned = ownedAt.get(number);
      if (watched.has(number) && owned !== undefined && at - owned < ownershipMemoryMs) return;
      const refused = refusedAt.get(number);
      if (refused !== undefined && at - refused < ownershipMemoryMs) {
        refuse(number);
        return;
      }
      checking.add(number);
      let own = false;
      try {
        // Heard before the read, and `checking` while it runs: a hand-over committed after
        // the read signs the socket out (handedOver), a message sent after it is heard.
        await listen(topics.inquiry(number), inquiryListener(number));
        own = await isOwn(number);
      } finally {
        checking.delete(number);
        // Refused, or the read failed: not heard (any more).
        if (!own) await release(watched, number);
      }
      if (ended) return;
      if (!own) {
        rememberRefusal(number, at);
        refuse(number);
        return;
      }
      watched.add(number);
      ownedAt.set(number, at);
      refusedAt.delete(number);
    },

    /** inquiry.left. */
    leave: (number: number) => release(watched, number),

    /** history.entered: the listed inquiries this visitor may follow (its own or, verified, the person's). */
    async enterHistory(numbers: readonly number[]) {
      // Read again: the phone may have been verified since the socket opened (§4: the
      // history view verifies, then lists).
      const current = await visitorOfSession(db, {
        sessionId: who.sessionId,
        visitorKey: who.visitor.visitorKey,
      });
      const followable = await followableHistoryInquiries(db, current, numbers);
      for (const number of numbers) {
        if (ended) return;
        if (followable.includes(number)) await hold(listed, number);
        else refuse(number, `inquiry ${number} is not in the visitor's history`);
      }
    },

    /** history.exited. */
    async exitHistory(numbers: readonly number[]) {
      for (const number of numbers) await release(listed, number);
    },

    end,
  };
}

export type SocketSubscriptions = ReturnType<typeof createSocketSubscriptions>;
