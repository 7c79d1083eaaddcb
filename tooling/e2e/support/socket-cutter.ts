// Cuts the widget's realtime socket on demand, as a flaky mobile network would: every chat
// socket of the page is routed through Playwright to the real api (page.routeWebSocket), so a
// test can drop the live one and watch the widget reconnect and catch up (DESIGN.md §5), or
// let it go silent both ways without a close (a half-open socket).
import type { Page, WebSocketRoute } from '@playwright/test';

const CHAT_SOCKET = /\/chatctm\/ws/;

export interface SocketCutter {
  /** Sockets the page has opened to the api so far (each reconnect opens one). */
  readonly opened: number;
  /** Sockets the page tried to open while the network was held down, all refused. */
  readonly refused: number;
  /** Drops the live socket on both sides, like a lost connection. */
  cut(): Promise<void>;
  /**
   * The live socket stays open on both sides but passes no frame either way from now on, as a
   * dead link that nobody closes; sockets opened later pass again.
   */
  swallow(): void;
  /**
   * Keeps the network down: until `release()`, every socket the page opens is closed at once
   * without reaching the api, so the widget keeps retrying and its banner stays.
   */
  hold(): void;
  release(): void;
  /** Resolves once the page has opened more than `count` sockets. */
  waitForOpened(count: number, timeoutMs?: number): Promise<void>;
}

export async function routeChatSockets(page: Page): Promise<SocketCutter> {
  const routes: Array<{ page: WebSocketRoute; server: WebSocketRoute; swallowing: boolean }> = [];
  let held = false;
  let refused = 0;
  await page.routeWebSocket(CHAT_SOCKET, async (route) => {
    if (held) {
      refused += 1;
      await route.close({ code: 4000, reason: 'the network is down' });
      return;
    }
    const pair = { page: route, server: route.connectToServer(), swallowing: false };
    // Forwarded by hand, so that a swallowing pair can drop frames (closes still pass).
    pair.page.onMessage((message) => {
      if (!pair.swallowing) pair.server.send(message);
    });
    pair.server.onMessage((message) => {
      if (!pair.swallowing) pair.page.send(message);
    });
    routes.push(pair);
  });
  return {
    get opened() {
      return routes.length;
    },
    get refused() {
      return refused;
    },
    async cut() {
      const live = routes.at(-1);
      if (!live) throw new Error('the page has no chat socket to cut');
      // The server side first, so the api forgets the socket; then the page's side.
      await live.server.close({ code: 4000, reason: 'cut by the test' });
      await live.page.close({ code: 4000, reason: 'cut by the test' });
    },
    swallow() {
      const live = routes.at(-1);
      if (!live) throw new Error('the page has no chat socket to silence');
      live.swallowing = true;
    },
    hold() {
      held = true;
    },
    release() {
      held = false;
    },
    async waitForOpened(count, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (routes.length <= count) {
        if (Date.now() > deadline) throw new Error(`the page did not open socket ${count + 1}`);
        await page.waitForTimeout(100);
      }
    },
  };
}
