// spec/chat-widget.md §4 Reconnect, on a flaky network: the live socket is cut 20 times; while
// each cut lasts the visitor writes and the operator answers; after each reconnect the widget
// catches up, and at the end the log holds every message exactly once, in order.
import { expect, test } from '@playwright/test';

import {
  assignedOperator,
  bubbleTexts,
  openChat,
  passAgeGate,
  sendMessage,
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
