// The feed reader on a fake clock and a fake fetch: events in order, reconnects with a growing
// wait that starts over after feed.ready, and the end of the session stopping it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { RECONNECT_DELAYS_MS, connectFeed, reconnectDelay } from './feed-connection';
import type { FeedEvent } from './sse-parser';

/** A streamed answer whose chunks the test pushes, and ends. */
function stream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => (controller = c) });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { status: 200 }),
    push: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
  };
}

const refusal = (code: string, status: number) =>
  new Response(JSON.stringify({ result_info: { result_cd: code }, data: null }), { status });

/** Lets the reader's awaits run. */
const flush = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve();
  await new Promise((resolve) => setImmediate(resolve));
};

describe('reconnectDelay', () => {
  it('doubles from the first wait up to the ceiling', () => {
    expect([0, 1, 2, 3].map(reconnectDelay)).toEqual([1_000, 2_000, 4_000, 8_000]);
    expect(reconnectDelay(10)).toBe(RECONNECT_DELAYS_MS.max);
  });
});

describe('connectFeed', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function setUp(answers: Array<() => Response | Promise<Response>>) {
    const events: FeedEvent[] = [];
    const statuses: string[] = [];
    const onSessionOver = vi.fn();
    const fetch = vi.fn(async (_url: string, init?: RequestInit) => {
      const answer = answers.shift();
      if (!answer) return new Promise<Response>(() => {});
      void init;
      return answer();
    });
    const feed = connectFeed({
      url: () => '/chatops/events?watch=4',
      token: () => 'token-1',
      onEvent: (event) => events.push(event),
      onSessionOver,
      onStatus: (status) => statuses.push(status),
      fetch: fetch as unknown as typeof globalThis.fetch,
    });
    return { events, statuses, onSessionOver, fetch, feed };
  }

  it('sends the token as Bearer and hands over each event in order', async () => {
    const first = stream();
    const { events, fetch, statuses, feed } = setUp([() => first.response]);
    await flush();
    expect(fetch).toHaveBeenCalledWith(
      '/chatops/events?watch=4',
      expect.objectContaining({
        headers: expect.objectContaining({ authorization: 'Bearer token-1' }),
      }),
    );
    first.push('event: feed.ready\ndata: {"watched":[4]}\n\n: keep-alive\n\n');
    first.push('event: inquiry.changed\ndata: {"chat_inquiry_number":4}\n\n');
    await flush();
    expect(events.map((event) => event.event)).toEqual(['feed.ready', 'inquiry.changed']);
    expect(statuses).toEqual(['connecting', 'live']);
    feed.close();
  });

  it('reconnects after the stream ends, waiting longer each time until a feed.ready', async () => {
    const streams = [stream(), stream(), stream(), stream()];
    const answers = streams.map((s) => () => s.response);
    const { fetch, feed } = setUp(answers);
    await flush();
    streams[0]!.end();
    await flush();
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await flush();
    expect(fetch).toHaveBeenCalledTimes(2);

    streams[1]!.end();
    await flush();
    await vi.advanceTimersByTimeAsync(1_999);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    await flush();
    expect(fetch).toHaveBeenCalledTimes(3);

    // A connection that reached feed.ready starts the waits over.
    streams[2]!.push('event: feed.ready\ndata: {}\n\n');
    await flush();
    streams[2]!.end();
    await flush();
    await vi.advanceTimersByTimeAsync(1_000);
    await flush();
    expect(fetch).toHaveBeenCalledTimes(4);
    feed.close();
  });

  it('retries after a network failure or a server error', async () => {
    const { fetch, feed } = setUp([
      () => Promise.reject(new TypeError('network')),
      () => refusal('E000100001', 500),
    ]);
    await flush();
    await vi.advanceTimersByTimeAsync(1_000);
    await flush();
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2_000);
    await flush();
    expect(fetch).toHaveBeenCalledTimes(3);
    feed.close();
  });

  it.each(['E000200001', 'E000200002'])(
    'stops and reports the end of the session on %s, without retrying',
    async (code) => {
      const { fetch, onSessionOver } = setUp([() => refusal(code, 401)]);
      await flush();
      expect(onSessionOver).toHaveBeenCalledOnce();
      await vi.advanceTimersByTimeAsync(60_000);
      expect(fetch).toHaveBeenCalledTimes(1);
    },
  );

  it('stops on session.expired from the stream', async () => {
    const first = stream();
    const { fetch, onSessionOver, events } = setUp([() => first.response]);
    await flush();
    first.push('event: session.expired\ndata: {}\n\n');
    await flush();
    expect(onSessionOver).toHaveBeenCalledOnce();
    expect(events).toEqual([]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('connects again at once on restart, and not at all after close', async () => {
    const { fetch, feed } = setUp([() => stream().response, () => stream().response]);
    await flush();
    feed.restart();
    await flush();
    expect(fetch).toHaveBeenCalledTimes(2);
    feed.close();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
