// The same short conversation wherever the chat lives (spec/chat-widget.md §2): a third-party
// page under a strict Content-Security-Policy, and the firm's own chat page /daeryuntalk, as it
// opens by itself, full page from a follow-up link (which signs out the device that had the
// chat), and after a link that is no longer valid.
import { expect, test } from '../support/fixtures';
import { type Page } from '@playwright/test';

import {
  assignedOperator,
  chatPanel,
  leaveContact,
  markedUrl,
  openChat,
  passAgeGate,
  sendMessage,
  shootChat,
  storedMessage,
  type ChatVisit,
} from '../support/chat-visit';
import { demoUrl, viewports } from '../support/environment';
import { collectConsoleProblems } from '../support/page-checks';

/** Age gate, one message each way: the conversation works where it was opened. */
async function shortConversation(visit: ChatVisit, { contact = false } = {}) {
  await passAgeGate(visit);
  // The api makes follow-up links only for a visitor it can reach (E000800002 otherwise).
  if (contact) await leaveContact(visit, '김대륜', '01098765432');
  await sendMessage(visit, '상담 가능한 시간이 궁금합니다.');
  const { operator, inquiry } = await assignedOperator(visit.marker);
  await operator.reply(inquiry, '<p>24시간 상담하실 수 있습니다.</p>');
  await expect(storedMessage(visit.log, '24시간 상담하실 수 있습니다.')).toBeVisible();
  return { operator, inquiry };
}

/** Records every Content-Security-Policy violation the page reports, shadow roots included. */
async function recordPolicyViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { policyViolations: string[] }).policyViolations = seen;
    document.addEventListener(
      'securitypolicyviolation',
      (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`),
      true,
    );
  });
  return () =>
    page.evaluate(() => (window as unknown as { policyViolations: string[] }).policyViolations);
}

test('under a strict Content-Security-Policy the chat works without a single violation', async ({
  page,
}) => {
  const violations = await recordPolicyViolations(page);
  const problems = collectConsoleProblems(page);
  const visit = await openChat(page, new URL('/strict-csp.html', demoUrl).toString());
  await shortConversation(visit);
  expect(await violations()).toEqual([]);
  expect(problems).toEqual([]);
});

test('/daeryuntalk opens the chat by itself, as the floating panel without a hash', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize(viewports.desktop);
  const { url, marker } = markedUrl(`${baseURL}/daeryuntalk`);
  await page.goto(url);
  const parts = chatPanel(page);
  await expect(parts.log.locator('li.cv-message').first()).toBeVisible();
  // spec §2: without a hash on desktop, the 390 px panel at the bottom right.
  const box = await parts.panel.boundingBox();
  expect(box?.width).toBe(390);
  // The quick menu's pill, at the right edge too, steps aside while the panel is open.
  await expect(page.locator('nav.site-quick-menu')).toBeHidden();
  await shortConversation({ marker, ...parts });
  await shootChat(page, 'daeryuntalk');
  // A visitor reading the latest messages keeps them in view across a resize (a phone turned,
  // the window crossing the desktop breakpoint).
  const scroller = parts.panel.locator('.cv-scroll');
  const distanceFromBottom = () =>
    scroller.evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight);
  for (const size of [viewports.mobile, viewports.desktop]) {
    await page.setViewportSize(size);
    await expect.poll(distanceFromBottom).toBeLessThan(2);
  }
  await parts.panel.getByRole('button', { name: '닫기', exact: true }).click();
  await expect(page.locator('nav.site-quick-menu')).toBeVisible();
});

test('a follow-up link opens the visitor inquiry full page on /daeryuntalk', async ({
  page,
  baseURL,
}) => {
  const visit = await openChat(page, demoUrl);
  const { operator, inquiry } = await shortConversation(visit, { contact: true });
  const token = await operator.followUpLink(inquiry);

  // Another origin than the demo page: the widget there has no token of that visitor.
  await page.goto(`${baseURL}/daeryuntalk#${token}`);
  const { panel, log } = chatPanel(page);
  await expect(storedMessage(log, '상담 가능한 시간이 궁금합니다.')).toBeVisible();
  await expect(storedMessage(log, '24시간 상담하실 수 있습니다.')).toBeVisible();
  // spec §2: with a hash the widget goes full page, at every width.
  for (const width of ['desktop', 'mobile'] as const) {
    await page.setViewportSize(viewports[width]);
    await expect.poll(async () => (await panel.boundingBox())?.width).toBe(viewports[width].width);
  }
  await shootChat(page, 'follow-up-full-page');
  await operator.reply(inquiry, '<p>링크로 다시 오셨군요.</p>');
  await expect(storedMessage(log, '링크로 다시 오셨군요.')).toBeVisible();
});

test('a follow-up link opened on another device signs out the first: its banner, its composer off', async ({
  page,
  browser,
  baseURL,
}) => {
  const visit = await openChat(page, demoUrl);
  const { operator, inquiry } = await shortConversation(visit, { contact: true });
  const token = await operator.followUpLink(inquiry);

  // Another device (a browser of its own) opens the link the operator sent.
  const other = await browser.newContext();
  try {
    const phone = await other.newPage();
    await phone.goto(`${baseURL}/daeryuntalk#${token}`);
    const there = chatPanel(phone);
    await expect(storedMessage(there.log, '24시간 상담하실 수 있습니다.')).toBeVisible();

    // spec §2 and §4 user.expired: the first device says where the chat went, and its
    // composer is off.
    await expect(
      visit.panel.getByText(
        '다른 기기에서 채팅 중입니다. 이 기기에서 다시 이용하려면 새로고침해 주세요.',
      ),
    ).toBeVisible();
    await expect(visit.composer).toBeDisabled();
    await shootChat(page, 'another-device');

    // The conversation goes on there, and no longer here.
    await operator.reply(inquiry, '<p>새 기기에서 이어 갑니다.</p>');
    await expect(storedMessage(there.log, '새 기기에서 이어 갑니다.')).toBeVisible();
    await expect(storedMessage(visit.log, '새 기기에서 이어 갑니다.')).toHaveCount(0);
  } finally {
    await other.close();
  }
});

test('signed out by a newer device, the choices stay in sight, disabled; 새로고침 starts afresh here', async ({
  page,
  browser,
}) => {
  const visit = await openChat(page, demoUrl);
  const choices = visit.panel.getByRole('group', { name: '선택지' });
  const choice = choices.getByRole('button').first();
  await expect(choice).toBeVisible();
  // The same visitor (this browser's stored token) authenticates on another device.
  const tokenKey = 'lawfirm-chat:token:CT0000';
  const token = await page.evaluate((key) => localStorage.getItem(key), tokenKey);
  expect(token).toBeTruthy();
  const other = await browser.newContext();
  try {
    await other.addInitScript(
      ([key, value]) => localStorage.setItem(key!, value!),
      [tokenKey, token!],
    );
    await openChat(await other.newPage(), demoUrl);

    const expired = visit.panel.getByText(
      '다른 기기에서 채팅 중입니다. 이 기기에서 다시 이용하려면 새로고침해 주세요.',
    );
    await expect(expired).toBeVisible();
    await expect(choices.getByText('다른 기기에서 채팅 중이라 선택할 수 없습니다.')).toBeVisible();
    await expect(choice).toBeDisabled();
    await expect(choice).toHaveAttribute('aria-disabled', 'true');
    await expect(visit.composer).toBeDisabled();
    await shootChat(page, 'another-device-choices');

    // The banner's button starts the chat again on this device, the panel still open.
    await visit.panel.getByRole('button', { name: '새로고침' }).click();
    await expect(expired).toHaveCount(0);
    await expect(visit.log.locator('li.cv-message').first()).toBeVisible();
    await passAgeGate(visit);
    await expect(choices.getByRole('button').first()).toBeEnabled();
    await expect(choices.getByText('다른 기기에서 채팅 중이라 선택할 수 없습니다.')).toHaveCount(0);
  } finally {
    await other.close();
  }
});

test('a link that is not valid shows the toast, then leaves for the home page', async ({
  page,
  baseURL,
}) => {
  await page.goto(`${baseURL}/daeryuntalk#no-such-follow-up-token`);
  // spec §4: the toast shows for 500 ms before the chat closes, so it is looked for often
  // (expect's own intervals grow to a second, longer than the toast stays).
  const toast = page.getByText('링크가 만료되었거나 존재하지 않는 링크입니다.');
  await expect.poll(() => toast.isVisible(), { intervals: [50] }).toBe(true);
  await expect(page).toHaveURL(`${baseURL}/`);
});
