// The image viewer (spec/chat-widget.md §2 Image viewer, §4, §5) against the real api: an
// operator sends three images in one message; the visitor opens one and works every control
// by keyboard, closes it with Escape and with a click on the backdrop, and on a phone swipes.
import { expect, test } from '../support/fixtures';
import { type Locator, type Page } from '@playwright/test';

import { shootChat, startedConversation, type ChatVisit } from '../support/chat-visit';
import { demoUrl, viewports } from '../support/environment';
import { expectNoAxeViolations } from '../support/page-checks';
import { solidPng } from '../support/test-files';

const IMAGES = [
  solidPng('현장사진_1.png', 640, 400, [174, 14, 54]),
  solidPng('계약서_2.png', 300, 480, [38, 70, 120]),
  solidPng('영수증_3.png', 360, 360, [60, 120, 80]),
];

/** A conversation whose operator sent IMAGES in one message, shown in the log. */
async function conversationWithImages(page: Page): Promise<ChatVisit> {
  const { visit, operator, inquiry } = await startedConversation(page, demoUrl);
  await operator.sendFiles(inquiry, IMAGES, '말씀하신 자료 사진입니다.');
  await expect(visit.log.getByRole('button', { name: /크게 보기$/ })).toHaveCount(IMAGES.length);
  return visit;
}

function viewerParts(page: Page) {
  const viewer = page.getByRole('dialog', { name: '이미지 크게 보기' });
  const button = (name: string) => viewer.getByRole('button', { name, exact: true });
  const image = viewer.locator('.iv-frame img');
  return { viewer, button, image, zoom: viewer.getByRole('status', { name: /^배율/ }) };
}

/** Tabs forward until `target` has focus (at most `limit` presses), as a keyboard user would. */
async function tabTo(page: Page, target: Locator, limit = 12) {
  for (let press = 0; press < limit; press += 1) {
    if (await target.evaluate((element) => element.matches(':focus'))) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('every control of the viewer works by keyboard; Escape closes it and focus goes back', async ({
  page,
}) => {
  await page.setViewportSize(viewports.desktop);
  const visit = await conversationWithImages(page);
  const opener = visit.log.getByRole('button', { name: '첨부 이미지 2/3 크게 보기' });
  await opener.focus();
  await page.keyboard.press('Enter');

  const { viewer, button, image, zoom } = viewerParts(page);
  await expect(viewer).toBeVisible();
  await expect(button('닫기')).toBeFocused();
  await expect(viewer.getByText('2 / 3')).toBeVisible();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
    .toBe(300);
  await expectNoAxeViolations(page);
  await shootChat(page, 'image-viewer');
  await page.setViewportSize(viewports.desktop);

  // Rotate: a quarter turn lays the portrait image on its side.
  await tabTo(page, button('오른쪽으로 90도 회전'));
  await page.keyboard.press('Enter');
  await expect(image).toHaveCSS('transform', /matrix\(0, 1, -1, 0/);
  const turned = await image.boundingBox();
  expect(turned!.width).toBeGreaterThan(turned!.height);

  // Zoom in to the top of the list, where the button is disabled and keeps focus.
  await tabTo(page, button('확대'));
  for (const level of ['125%', '150%', '200%']) {
    await page.keyboard.press('Enter');
    await expect(zoom).toHaveText(level);
  }
  await expect(button('확대')).toBeDisabled();
  await expect(button('확대')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(zoom).toHaveText('200%');
  // And out to the bottom (the level between the buttons is text, not a stop).
  await page.keyboard.press('Shift+Tab');
  await expect(button('축소')).toBeFocused();
  for (const level of ['150%', '125%', '100%', '75%', '50%', '25%']) {
    await page.keyboard.press('Enter');
    await expect(zoom).toHaveText(level);
  }
  await expect(button('축소')).toBeDisabled();

  // Download saves the image shown under its own name.
  await tabTo(page, button('이미지 내려받기'));
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.keyboard.press('Enter'),
  ]);
  expect(download.suggestedFilename()).toBe('계약서_2.png');

  // The next arrow shows the third image with zoom and rotation reset (spec §4).
  await tabTo(page, button('다음 이미지'));
  await page.keyboard.press('Enter');
  await expect(viewer.getByText('3 / 3')).toBeVisible();
  await expect(zoom).toHaveText('100%');
  await expect(image).toHaveCSS('transform', /matrix\(1, 0, 0, 1/);
  await expect(button('다음 이미지')).toBeDisabled();
  // A thumbnail, then the arrow keys.
  await tabTo(page, button('1번째 이미지 보기'));
  await page.keyboard.press('Enter');
  await expect(viewer.getByText('1 / 3')).toBeVisible();
  await expect(button('1번째 이미지 보기')).toHaveAttribute('aria-current', 'true');
  await expect(button('이전 이미지')).toBeDisabled();
  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByText('2 / 3')).toBeVisible();

  // Tab stays inside: from the last thumbnail round to the first tool.
  await tabTo(page, button('3번째 이미지 보기'));
  await page.keyboard.press('Tab');
  await expect(button('오른쪽으로 90도 회전')).toBeFocused();

  // Escape closes the viewer only; the chat stays open and focus is back on the image.
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(visit.panel).toBeVisible();
  await expect(opener).toBeFocused();
});

test('a click on the backdrop closes the viewer; a click on the image does not', async ({
  page,
}) => {
  await page.setViewportSize(viewports.desktop);
  const visit = await conversationWithImages(page);
  await visit.log.getByRole('button', { name: '첨부 이미지 1/3 크게 보기' }).click();
  const { viewer, image } = viewerParts(page);
  await expect(viewer).toBeVisible();
  await image.click();
  await expect(viewer).toBeVisible();
  await viewer.click({ position: { x: 40, y: 300 } });
  await expect(viewer).toBeHidden();
  await expect(visit.panel).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: viewports.mobile });

  test('no arrows; a swipe moves between images', async ({ page }) => {
    const visit = await conversationWithImages(page);
    await visit.log.getByRole('button', { name: '첨부 이미지 1/3 크게 보기' }).tap();
    const { viewer, button } = viewerParts(page);
    await expect(viewer.getByText('1 / 3')).toBeVisible();
    await expect(button('다음 이미지')).toHaveCount(0);
    await expectNoAxeViolations(page);

    const stage = await viewer.locator('.iv-stage').boundingBox();
    const y = stage!.y + stage!.height / 2;
    // A finger that slides and stops before it lifts: a swipe that leaves no fling behind (a
    // tap during a fling only stops it, as on a real phone).
    const swipe = async (fromX: number, toX: number) => {
      const cdp = await page.context().newCDPSession(page);
      const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x?: number) =>
        cdp.send('Input.dispatchTouchEvent', {
          type,
          touchPoints: x === undefined ? [] : [{ x, y }],
        });
      await touch('touchStart', fromX);
      for (const step of [0.25, 0.5, 0.75, 1]) {
        await touch('touchMove', fromX + (toX - fromX) * step);
        await page.waitForTimeout(16);
      }
      await page.waitForTimeout(120);
      await touch('touchMove', toX);
      await touch('touchEnd');
      await cdp.detach();
    };
    await swipe(300, 80);
    await expect(viewer.getByText('2 / 3')).toBeVisible();
    await swipe(80, 300);
    await expect(viewer.getByText('1 / 3')).toBeVisible();
    await button('닫기').tap();
    await expect(viewer).toBeHidden();
  });
});
