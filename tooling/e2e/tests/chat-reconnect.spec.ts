// spec/chat-widget.md §4 Reconnect, on a flaky network: the live socket is cut 20 times; while
// each cut lasts the visitor writes and the operator answers; after each reconnect the widget
// catches up, and at the end the log holds every message exactly once, in order. Beyond the
// spec (DESIGN.md §5), on the page's own clock (page.clock) so that minutes pass in seconds:
// ninety seconds offline and back, the banner's retry button after the ten tries, and a socket
// that goes silent both ways without a close.
import { CHAT_PATHS } from '@lawfirm/api-client/chat-core';
// Playwright's own `test`, not the per-address one of support/fixtures.ts: any route on a
// context takes its requests past Chromium's offline emulation, which these tests go offline
// with. Their few inquiries stay well within one address's limit.
import { expect, test } from '@playwright/test';
import { type Page } from '@playwright/test';

import {
  assignedOperator,
  bubbleTexts,
  openChat,
  passAgeGate,
  sendMessage,
  shootChat,
  startedConversation,
  storedMessage,
} from '../support/chat-visit';
import { demoUrl } from '../support/environment';
import { routeChatSockets } from '../support/socket-cutter';

const CUTS = 20;
const OUR_TEXT = /^(방문자|상담사) \d+번째 메시지$/;

test('twenty cuts of the socket: every message shows exactly once and in order', async ({
  page,
}) => {
  // Each reconnect waits the spec's 3000 ms: 20 of them take a minute at least.
  test.setTimeout(240_000);
  // Before the panel opens, so that its first socket already goes through the cutter.
  const sockets = await routeChatSockets(page);
  const visit = await openChat(page, demoUrl);
  const { panel, log } = visit;
  await passAgeGate(visit);
  const { operator, inquiry } = await assignedOperator(visit.marker);
  const banner = panel.getByText(/^네트워크 연결이 원활하지 않습니다\./);
  await sockets.waitForOpened(0);
  await expect(banner).toBeHidden();

  const expected: string[] = [];
  for (let cut = 1; cut <= CUTS; cut += 1) {
    const opened = sockets.opened;
    // Held down until both have written, so that both messages go while the socket is gone.
    sockets.hold();
    await sockets.cut();
    await expect(banner).toBeVisible();

    const visitorText = `방문자 ${cut}번째 메시지`;
    // Stored before the operator answers, so that the order the api keeps is this one.
    await sendMessage(visit, visitorText);
    await operator.reply(inquiry, `<p>상담사 ${cut}번째 메시지</p>`);
    expected.push(visitorText, `상담사 ${cut}번째 메시지`);
    sockets.release();

    await sockets.waitForOpened(opened);
    await expect(banner).toBeHidden();
    // The reply came while the socket was down: only the catch-up brings it.
    await expect
      .poll(async () => (await bubbleTexts(log)).filter((text) => OUR_TEXT.test(text)))
      .toEqual(expected);
  }

  // Nothing arrives twice later either: one more live message, then the whole log once more.
  await operator.reply(inquiry, '<p>상담사 마지막 메시지</p>');
  await expect(log.getByText('상담사 마지막 메시지')).toBeVisible();
  const texts = (await bubbleTexts(log)).filter(
    (text) => OUR_TEXT.test(text) || text === '상담사 마지막 메시지',
  );
  expect(texts).toEqual([...expected, '상담사 마지막 메시지']);
  // And the api stored each visitor message once.
  const stored = (await operator.messages(inquiry))
    .map((message) => message.plain_text ?? '')
    .filter((text) => text.startsWith('방문자 '));
  expect(stored).toEqual(expected.filter((text) => text.startsWith('방문자 ')));
});

const BANNER = /^네트워크 연결이 원활하지 않습니다\./;

/** The page's ws-init calls (spec §7): one per connection attempt, more with its own retries. */
function countRealtimeInits(page: Page): { readonly count: number } {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith(CHAT_PATHS.realtimeInit)) count += 1;
  });
  return {
    get count() {
      return count;
    },
  };
}

/**
 * Stops the page's clock, so that from now on only `advance` moves its timers: whatever
 * happens while it stands still was set off by an event, not by a timer.
 */
async function stopClock(page: Page): Promise<void> {
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
}

/**
 * A conversation with an operator on a page whose clock the test can stop, its sockets routed
 * through the cutter, the first one open; and the page's ws-init calls counted from now on.
 */
async function conversationOnTheTestClock(page: Page) {
  await page.clock.install();
  const sockets = await routeChatSockets(page);
  const { visit, operator, inquiry } = await startedConversation(page, demoUrl);
  await sockets.waitForOpened(0);
  return {
    sockets,
    operator,
    inquiry,
    ...visit,
    inits: countRealtimeInits(page),
    banner: visit.panel.getByText(BANNER),
    retry: visit.panel.getByRole('button', { name: '다시 연결' }),
  };
}

/** Moves the page's clock on by `ms` in steps, letting the network answer between steps. */
async function advance(page: Page, ms: number, until: () => boolean = () => false) {
  for (let elapsed = 0; elapsed < ms && !until(); elapsed += 1_000) {
    await page.clock.runFor(1_000);
  }
}

test('ninety seconds offline: the banner stays with its retry button; back online, the replies sent meanwhile arrive with no visibility change', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const { sockets, operator, inquiry, log, inits, banner, retry } =
    await conversationOnTheTestClock(page);

  // Fully offline: the page's calls fail and its socket is gone.
  await stopClock(page);
  await context.setOffline(true);
  sockets.hold();
  await sockets.cut();
  await expect(banner).toBeVisible();
  await expect(retry).toBeVisible();
  const replies = ['오프라인 중 첫 번째 답변', '오프라인 중 두 번째 답변'];
  for (const text of replies) await operator.reply(inquiry, `<p>${text}</p>`);

  // Ninety seconds of the page's time, and past the spec's ten attempts (three ws-init tries
  // each, spec §8): still trying, the banner and its button still there.
  await advance(page, 90_000);
  await advance(page, 120_000, () => inits.count > 30);
  expect(inits.count).toBeGreaterThan(30);
  await expect(banner).toBeVisible();
  await expect(retry).toBeVisible();
  await shootChat(page, 'offline-retry');

  // The network comes back; the clock stands still, so only the `online` event can reconnect.
  sockets.release();
  const opened = sockets.opened;
  await context.setOffline(false);
  await sockets.waitForOpened(opened);
  await expect(banner).toBeHidden();
  for (const text of replies) await expect(storedMessage(log, text)).toHaveCount(1);
});

test('sockets fail while the calls work: after the ten tries, 다시 연결 reconnects at once', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { sockets, operator, inquiry, log, inits, banner, retry } =
    await conversationOnTheTestClock(page);

  await stopClock(page);
  sockets.hold();
  await sockets.cut();
  await expect(banner).toBeVisible();
  await operator.reply(inquiry, '<p>끊긴 동안의 답변</p>');
  // Eleven attempts: the spec's ten at 3000 ms, then one of the backoff. Each waits on the
  // real network too (its ws-init, its refused socket): on a busy machine that takes more of
  // the page's seconds, so the page's time is not what bounds the wait.
  await advance(page, 600_000, () => inits.count >= 11);
  expect(inits.count).toBe(11);
  // The last attempt's socket follows its ws-init: it must be refused before the network comes
  // back, or that attempt, not the button, would reconnect. What follows a ws-init's answer may
  // wait on a timer of the stopped clock, so the clock moves a tenth of a second at a time (far
  // from the next try, 12 s away) until no socket has come for three looks in a row.
  let seen = -1;
  let still = 0;
  await expect
    .poll(
      async () => {
        await page.clock.runFor(100);
        still = sockets.refused === seen ? still + 1 : 0;
        seen = sockets.refused;
        return still >= 3;
      },
      { intervals: [500], timeout: 20_000 },
    )
    .toBe(true);
  expect(inits.count).toBe(11);

  // The network is fine again; the next try is 12 s away and the clock stands still, so the
  // ws-init that follows is the button's.
  sockets.release();
  const opened = sockets.opened;
  // Pressed from the keyboard: a pointer click waits for animation frames, which the stopped
  // clock holds too.
  await expect(retry).toBeEnabled();
  await retry.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => inits.count).toBe(12);
  await sockets.waitForOpened(opened);
  await expect(banner).toBeHidden();
  await expect(storedMessage(log, '끊긴 동안의 답변')).toHaveCount(1);
});

test('a socket that goes silent both ways without closing is noticed, replaced and caught up', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { sockets, operator, inquiry, log, banner } = await conversationOnTheTestClock(page);
  const opened = sockets.opened;

  await stopClock(page);
  sockets.swallow();
  const replies = ['조용한 연결 중 첫 번째 답변', '조용한 연결 중 두 번째 답변'];
  for (const text of replies) await operator.reply(inquiry, `<p>${text}</p>`);
  // One heartbeat unanswered, then two: no close came, nothing shows yet.
  await advance(page, 60_000);
  await expect(banner).toBeHidden();
  for (const text of replies) await expect(storedMessage(log, text)).toHaveCount(0);

  // The third interval finds two heartbeats unanswered: a drop, then the reconnect's 3000 ms.
  await advance(page, 30_000);
  await expect(banner).toBeVisible();
  await advance(page, 3_000);
  await sockets.waitForOpened(opened);
  await expect(banner).toBeHidden();
  for (const text of replies) await expect(storedMessage(log, text)).toHaveCount(1);
});
