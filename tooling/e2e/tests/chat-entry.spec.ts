// The firm's sites have one chat entry (spec/chat-widget.md §1, spec/site.md §2 Floating quick
// menu): the quick menu's 채팅 상담 opens the page's widget in place, the widget's launcher stays
// hidden, focus comes back to the entry when the chat closes, and what comes while the chat is
// closed is counted on the entry. Against the real api and its operator API.
import { expect, test } from '../support/fixtures';

import { chatLauncher, quickMenuChatEntry } from '../support/chat-entry';
import { chatPanel, startedConversation } from '../support/chat-visit';
import { viewports } from '../support/environment';
import { waitForHydration } from '../support/page-checks';

for (const width of ['mobile', 'desktop'] as const) {
  test(`at ${viewports[width].width} px 채팅 상담 opens the chat in place, and focus returns to it`, async ({
    page,
  }) => {
    await page.setViewportSize(viewports[width]);
    await page.goto('/faq');
    await waitForHydration(page);
    const entry = quickMenuChatEntry(page);
    await expect(entry).toBeVisible();
    // Clicked before the widget has loaded: it loads at once and opens.
    await entry.click();
    const { panel } = chatPanel(page);
    await expect(panel).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/faq');
    // One entry: the widget's own launcher is never shown on the site.
    await expect(page.locator('lawfirm-chat-widget button.launcher')).toBeHidden();
    await panel.getByRole('button', { name: '닫기', exact: true }).click();
    await expect(panel).toBeHidden();
    await expect(entry).toBeFocused();
    await expect(chatLauncher(page)).toBeHidden();
  });
}

test('what comes while the chat is closed is counted on 채팅 상담', async ({ page, baseURL }) => {
  await page.setViewportSize(viewports.desktop);
  const { visit, operator, inquiry } = await startedConversation(page, `${baseURL}/faq`);
  await visit.panel.getByRole('button', { name: '닫기', exact: true }).click();
  await expect(visit.panel).toBeHidden();
  const entry = quickMenuChatEntry(page);
  await expect(entry).toHaveAccessibleName('채팅 상담');

  await operator.reply(inquiry, '<p>자료를 확인했습니다.</p>');
  await expect(entry).toHaveAccessibleName('채팅 상담 (새 메시지 1개)');
  await entry.click();
  await expect(visit.log.getByText('자료를 확인했습니다.')).toBeVisible();
  // Read: closed again, the entry counts nothing.
  await visit.panel.getByRole('button', { name: '닫기', exact: true }).click();
  await expect(entry).toHaveAccessibleName('채팅 상담');
});
