// Messages that come while the panel is closed (beyond spec/chat-widget.md, as Chatwoot and
// Papercups do): the launcher shows their count and a preview of the newest, read out
// politely and dismissable; the page hears the count through the JS API's unread event
// (spec §2). Driven through the real api, the operator side by the operator API.
import { expect, test } from '../support/fixtures';
import { type Page } from '@playwright/test';

import { sendMessage, startedConversation } from '../support/chat-visit';
import { demoUrl, viewports } from '../support/environment';
import { expectNoAxeViolations, screenshotAt } from '../support/page-checks';

type PageWithChat = Window & {
  LawfirmChat: (command: string, ...args: unknown[]) => void;
  __unread: number[];
};

/** The counts the page's unread listener has heard, in order. */
const heardCounts = (page: Page) =>
  page.evaluate(() => (window as unknown as PageWithChat).__unread);

test('a closed chat shows the count and a preview of what came; the page hears the count', async ({
  page,
}) => {
  await page.setViewportSize(viewports.desktop);
  const { visit, operator, inquiry } = await startedConversation(page, demoUrl);
  await page.evaluate(() => {
    const page = window as unknown as PageWithChat;
    page.__unread = [];
    page.LawfirmChat('on', 'unread', (count: number) => page.__unread.push(count));
  });
  await sendMessage(visit, '상속 포기 기한이 궁금합니다.');
  await visit.panel.getByRole('button', { name: '닫기', exact: true }).click();
  await expect(visit.panel).toBeHidden();

  await operator.reply(inquiry, '<p>상속 개시를 안 날부터 3개월 안에 하셔야 합니다.</p>');
  await operator.reply(inquiry, '<p>필요한 서류도\n안내해 드릴게요.</p>');
  const status = page.getByRole('status').filter({ hasText: '새 메시지' });
  await expect(status).toHaveText(
    '새 메시지 2개. 법무법인 대륜 채팅 상담: 필요한 서류도 안내해 드릴게요.',
  );
  const preview = page.getByRole('button', {
    name: '법무법인 대륜 채팅 상담 필요한 서류도 안내해 드릴게요. 대화 열기',
  });
  await expect(preview).toBeVisible();
  const count = page.locator('lawfirm-chat-widget .ln-count');
  await expect(count).toHaveText('2');
  await expect.poll(() => heardCounts(page)).toEqual([1, 2]);
  await expectNoAxeViolations(page);
  for (const width of ['mobile', 'desktop'] as const) {
    await page.setViewportSize(viewports[width]);
    await screenshotAt(page, 'chat-launcher-notice', width, { fullPage: false });
  }

  // Dismissed, the preview goes and the count stays; the next message brings it back.
  await page.getByRole('button', { name: '새 메시지 알림 닫기' }).click();
  await expect(preview).toBeHidden();
  await expect(count).toHaveText('2');
  await operator.reply(inquiry, '<p>가족관계증명서를 준비해 주세요.</p>');
  const newest = page.getByRole('button', { name: /가족관계증명서를 준비해 주세요\. 대화 열기$/ });
  await expect(newest).toBeVisible();
  await expect(count).toHaveText('3');

  // The preview opens the chat, where the messages are; the count is 0 again.
  await newest.click();
  await expect(visit.panel).toBeVisible();
  await expect(visit.log.getByText('가족관계증명서를 준비해 주세요.')).toBeVisible();
  await expect(count).toHaveCount(0);
  await expect.poll(() => heardCounts(page)).toEqual([1, 2, 3, 0]);
});

test('the notice hides with the launcher when the page hides it', async ({ page }) => {
  await page.setViewportSize(viewports.desktop);
  const { visit, operator, inquiry } = await startedConversation(page, demoUrl);
  await visit.panel.getByRole('button', { name: '닫기', exact: true }).click();
  await operator.reply(inquiry, '<p>확인했습니다.</p>');
  const preview = page.getByRole('button', { name: /확인했습니다\. 대화 열기$/ });
  await expect(preview).toBeVisible();
  await page.evaluate(() => (window as unknown as PageWithChat).LawfirmChat('hide'));
  await expect(preview).toBeHidden();
  await expect(page.locator('lawfirm-chat-widget .ln-count')).toBeHidden();
  await page.evaluate(() => (window as unknown as PageWithChat).LawfirmChat('show'));
  await expect(preview).toBeVisible();
});
