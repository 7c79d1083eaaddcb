import { describe, expect, it, vi } from 'vitest';

import type { RealtimeClient } from './realtime-client';
import type { ClientEvent, ServerEvent } from './realtime-events';
import { createSharedRealtime, type RealtimeHandlers } from './shared-realtime';
import { memoryTabs } from './test-support/memory-tab-groups';
import { message } from './test-support/chat-fixtures';

/** Lets the in-memory channel deliver what was posted. */
const delivered = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A tab: its handlers (spies) and the sockets it opened, each a fake client. */
function tabOf(tabs: ReturnType<typeof memoryTabs>) {
  const handlers = {
    onEvent: vi.fn(),
    onConnectionChange: vi.fn(),
    onReady: vi.fn(),
    onExpired: vi.fn(),
  } satisfies RealtimeHandlers;
  const sockets: Array<{ events: RealtimeHandlers; client: RealtimeClient; sent: ClientEvent[] }> =
    [];
  const group = tabs.tab();
  const realtime = createSharedRealtime(
    group,
    (events) => {
      const sent: ClientEvent[] = [];
      const client: RealtimeClient = {
        start: vi.fn(),
        watch: vi.fn(),
        send: vi.fn((event: ClientEvent) => {
          sent.push(event);
          return true;
        }),
        retryNow: vi.fn(),
        expire: vi.fn(),
        close: vi.fn(),
      };
      sockets.push({ events, client, sent });
      return client;
    },
    handlers,
  );
  return { handlers, sockets, realtime, group };
}

const created = (number: number): ServerEvent => ({
  event: 'message.created',
  data: { chat_inquiry_number: 7, message: message(number) },
});

describe('createSharedRealtime', () => {
  /** Two started tabs of one group; the first leads. */
  function leaderAndFollower() {
    const tabs = memoryTabs();
    const leader = tabOf(tabs);
    const follower = tabOf(tabs);
    leader.realtime.lead();
    leader.realtime.start();
    follower.realtime.start();
    return { leader, follower };
  }

  it("the leader's socket serves every tab: events, connection and ready reach the followers", async () => {
    const { leader, follower } = leaderAndFollower();
    expect(leader.sockets).toHaveLength(1);
    expect(follower.sockets).toHaveLength(0);
    expect(leader.sockets[0]!.client.start).toHaveBeenCalledOnce();

    const socket = leader.sockets[0]!.events;
    socket.onConnectionChange(true);
    socket.onReady(1234);
    socket.onEvent(created(5));
    await delivered();
    for (const { handlers } of [leader, follower]) {
      expect(handlers.onConnectionChange).toHaveBeenCalledWith(true);
      expect(handlers.onReady).toHaveBeenCalledWith(1234);
      expect(handlers.onEvent).toHaveBeenCalledExactlyOnceWith(created(5));
    }
  });

  it("a follower's watch and frames go out on the leader's socket, again after each ready", async () => {
    const tabs = memoryTabs();
    const leader = tabOf(tabs);
    const follower = tabOf(tabs);
    leader.realtime.lead();
    leader.realtime.start();
    await delivered();
    follower.realtime.watch(7);
    follower.realtime.send({ event: 'history.entered', data: { chat_inquiry_numbers: [3] } });
    await delivered();
    const sent = leader.sockets[0]!.sent;
    expect(sent).toEqual([
      { event: 'inquiry.watching', data: { chat_inquiry_number: 7 } },
      { event: 'history.entered', data: { chat_inquiry_numbers: [3] } },
    ]);
    leader.sockets[0]!.events.onReady(99);
    await delivered();
    await delivered();
    expect(sent.at(-1)).toEqual({ event: 'inquiry.watching', data: { chat_inquiry_number: 7 } });
  });

  it("a follower's retry button retries the leader's socket", async () => {
    const { leader, follower } = leaderAndFollower();
    follower.realtime.retryNow();
    await delivered();
    expect(leader.sockets[0]!.client.retryNow).toHaveBeenCalledOnce();
    leader.realtime.retryNow();
    expect(leader.sockets[0]!.client.retryNow).toHaveBeenCalledTimes(2);
    expect(follower.sockets).toHaveLength(0);
  });

  it('when the leader closes, the next tab in line opens its own socket and watches its inquiry', async () => {
    const tabs = memoryTabs();
    const first = tabOf(tabs);
    const second = tabOf(tabs);
    expect(await first.group.join(() => first.realtime.lead())).toBe(true);
    first.realtime.lead();
    first.realtime.start();
    expect(await second.group.join(() => second.realtime.lead())).toBe(false);
    second.realtime.start();
    second.realtime.watch(7);
    expect(second.sockets).toHaveLength(0);

    first.realtime.close();
    expect(first.sockets[0]!.client.close).toHaveBeenCalledOnce();
    expect(second.sockets).toHaveLength(1);
    expect(second.sockets[0]!.client.watch).toHaveBeenCalledWith(7);
    expect(second.sockets[0]!.client.start).toHaveBeenCalledOnce();
    // Its socket's events are its own now.
    second.sockets[0]!.events.onEvent(created(6));
    expect(second.handlers.onEvent).toHaveBeenCalledExactlyOnceWith(created(6));
  });

  it('user.expired reaches every tab', async () => {
    const tabs = memoryTabs();
    const leader = tabOf(tabs);
    const follower = tabOf(tabs);
    leader.realtime.lead();
    leader.sockets[0]!.events.onExpired();
    await delivered();
    expect(leader.handlers.onExpired).toHaveBeenCalledOnce();
    expect(follower.handlers.onExpired).toHaveBeenCalledOnce();
  });

  it("a follower whose inquiry was refused signs out at once and has the leader's socket expire", async () => {
    const { leader, follower } = leaderAndFollower();
    follower.realtime.expire();
    expect(follower.handlers.onExpired).toHaveBeenCalledOnce();
    await delivered();
    expect(leader.sockets[0]!.client.expire).toHaveBeenCalledOnce();
    // The leader's own refusal expires its socket, which tells every tab (as user.expired).
    leader.realtime.expire();
    expect(leader.sockets[0]!.client.expire).toHaveBeenCalledTimes(2);
    expect(follower.sockets).toHaveLength(0);
  });

  it('a follower that starts hears whether the leader is connected', async () => {
    const tabs = memoryTabs();
    const leader = tabOf(tabs);
    leader.realtime.lead();
    leader.realtime.start();
    leader.sockets[0]!.events.onConnectionChange(false);
    const late = tabOf(tabs);
    late.realtime.start();
    await delivered();
    await delivered();
    expect(late.handlers.onConnectionChange).toHaveBeenLastCalledWith(false);
    expect(late.realtime.send({ event: 'heartbeat', data: {} })).toBe(false);
  });
});
