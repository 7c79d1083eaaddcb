// The page's chat entry (spec/chat-widget.md §1, spec/site.md §2 Floating quick menu): on the
// firm's sites the quick menu's 채팅 상담 opens the widget in place and the widget's own
// launcher is hidden; on a third-party page the launcher is the entry.
import { expect, type Locator, type Page } from '@playwright/test';

import { waitForHydration } from './page-checks';

/** The quick menu's chat entry, on the firm's sites. */
export const quickMenuChatEntry = (page: Page): Locator =>
  page.getByRole('navigation', { name: '빠른 상담' }).getByRole('link', { name: /^채팅 상담/ });

/** The widget's floating launcher, closed. */
export const chatLauncher = (page: Page): Locator =>
  page.getByRole('button', { name: '1:1 상담 열기' });

/** Opens the chat from the page's entry: the quick menu's on the site, else the launcher. */
export async function openChatFromEntry(page: Page): Promise<void> {
  const entry = quickMenuChatEntry(page);
  if ((await entry.count()) > 0) {
    // Before hydration the link would leave for the chat page.
    await waitForHydration(page);
    await entry.click();
  } else {
    await chatLauncher(page).click();
  }
}

/**
 * Once the widget has mounted: the page shows one floating chat entry (none while the chat
 * itself is open, as on the chat pages), and the launcher, where shown, covers no other
 * focusable element on the screen.
 */
export async function expectOneUncoveredChatEntry(page: Page, where: string): Promise<void> {
  await page.locator('lawfirm-chat-widget').waitFor({ state: 'attached' });
  const launcher = page.locator('lawfirm-chat-widget button.launcher');
  const chatOpen = await page.getByRole('dialog', { name: '1:1 상담' }).isVisible();
  const entries =
    ((await launcher.isVisible()) ? 1 : 0) + ((await quickMenuChatEntry(page).isVisible()) ? 1 : 0);
  expect(entries, `${where}: floating chat entries`).toBe(chatOpen ? 0 : 1);
  if (!(await launcher.isVisible())) return;
  const own = (await launcher.boundingBox())!;
  const covered = await page.evaluate((box) => {
    const focusable = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';
    return [...document.querySelectorAll<HTMLElement>(focusable)]
      .filter((element) => element.checkVisibility())
      .map((element) => ({ element, rect: element.getBoundingClientRect() }))
      .filter(
        ({ rect }) =>
          rect.width > 0 &&
          rect.x < box.x + box.width &&
          box.x < rect.x + rect.width &&
          rect.y < box.y + box.height &&
          box.y < rect.y + rect.height,
      )
      .map(({ element }) => element.outerHTML.slice(0, 80));
  }, own);
  expect(covered, `${where}: elements under the launcher`).toEqual([]);
}
