// One conversation across tabs (beyond spec/chat-widget.md): with the page open in three tabs,
// one socket serves them all, messages reach every tab once and keep coming when the tab that
// holds the socket closes, and opening or closing the chat in one tab does it in the others.
import { expect, test } from '../support/fixtures';
import { type Page } from '@playwright/test';

import {
  assignedOperator,
  bubbleTexts,
  chatPanel,
  markedUrl,
  passAgeGate,
} from '../support/chat-visit';
import { demoUrl } from '../support/environment';

/** Opens the chat in `page` at `url` and waits for the conversation. */
async function openHere(page: Page, url: string) {
  await page.goto(url);
  await page.getByRole('button', { name: '1:1 상담 열기' }).click();
  const parts = chatPanel(page);
  await expect(parts.log.locator('li.cv-message').first()).toBeVisible();
  return parts;
}

test('three tabs share one socket: every message once, also after its tab closes; open and close follow', async ({
  context,
}) => {
  test.slow();
  const { url, marker } = markedUrl(demoUrl);
  const tabs = await Promise.all([context.newPage(), context.newPage(), context.newPage()]);
  // The sockets each tab opens to the api.
  const sockets = tabs.map((tab) => {
    const opened: string[] = [];
    tab.on('websocket', (socket) => opened.push(socket.url()));
    return opened;
  });
  const first = await openHere(tabs[0]!, url);
  await passAgeGate({ marker, ...first });
  const { operator, inquiry } = await assignedOperator(marker);
  const others = [await openHere(tabs[1]!, url), await openHere(tabs[2]!, url)];
  const all = [first, ...others];

  const expectOnceEach = async (parts: typeof all, text: string) => {
    for (const { log } of parts) {
      await expect
        .poll(async () => (await bubbleTexts(log)).filter((bubble) => bubble.includes(text)).length)
        .toBe(1);
    }
  };

  await operator.reply(inquiry, '<p>세 창 모두에 보이나요?</p>');
  await expectOnceEach(all, '세 창 모두에 보이나요?');
  // One socket for the three; no tab thinks another device took over.
  expect(sockets.map((opened) => opened.length)).toEqual([1, 0, 0]);
  for (const { panel } of all) {
    await expect(panel.getByText('다른 기기에서 채팅 중입니다.', { exact: false })).toHaveCount(0);
  }

  // The first tab opened the chat first and holds the socket; it closes.
  await tabs[0]!.close();
  await operator.reply(inquiry, '<p>첫 창을 닫은 뒤의 답변입니다.</p>');
  await operator.reply(inquiry, '<p>하나 더 보냅니다.</p>');
  await expectOnceEach(others, '첫 창을 닫은 뒤의 답변입니다.');
  await expectOnceEach(others, '하나 더 보냅니다.');
  // The lead, and the socket, went to one of the two.
  expect(
    sockets
      .slice(1)
      .map((opened) => opened.length)
      .sort(),
  ).toEqual([0, 1]);

  // A message the visitor sends in one tab shows once in the other too.
  const second = others[0]!;
  await second.composer.fill('두 번째 창에서 보냅니다.');
  await second.panel.getByRole('button', { name: '보내기' }).click();
  await expectOnceEach(others, '두 번째 창에서 보냅니다.');

  // Closed in one tab, the chat closes in the other; opened there, it opens here again.
  const third = others[1]!;
  await second.panel.getByRole('button', { name: '닫기', exact: true }).click();
  await expect(third.panel).toBeHidden();
  await tabs[2]!.getByRole('button', { name: '1:1 상담 열기' }).click();
  await expect(second.panel).toBeVisible();
  await expect(third.panel).toBeVisible();
});
