// The visitor's history across devices (spec/chat-widget.md §2 History view and
// Phone-verification screen, §4 Panel views and Phone verification, §8): a visitor chats on one
// device and verifies a phone; on another device the same person verifies with a code read from
// the local SMS outbox (a wrong code first), finds the earlier chat, joins it and reads it.
import { randomInt } from 'node:crypto';

import { CHAT_PATHS } from '@lawfirm/api-client/chat-core';
import { expect, test } from '../support/fixtures';
import { type Page } from '@playwright/test';

import { ChatOperator } from '../support/chat-operator';
import {
  assignedOperator,
  chatPanel,
  openChat,
  passAgeGate,
  sendMessage,
  shootChat,
  storedMessage,
  toastsGone,
  type ChatVisit,
} from '../support/chat-visit';
import { demoUrl } from '../support/environment';
import { collectConsoleProblems, expectNoAxeViolations } from '../support/page-checks';

const NAME = '김민지';

/** Opens history and verifies `phone` with the code the outbox sent; `wrongFirst` tries 000000. */
async function verifyByPhone(
  page: Page,
  { panel }: ChatVisit,
  phone: string,
  { wrongFirst = false, shoot = false } = {},
) {
  await panel.getByRole('button', { name: /^상담 내역/ }).click();
  await expect(panel.getByRole('heading', { name: '본인 인증' })).toBeVisible();
  await panel.getByRole('textbox', { name: '이름' }).fill(NAME);
  await panel.getByRole('textbox', { name: '휴대폰 번호' }).fill(phone);
  await panel.getByRole('button', { name: '인증번호 받기' }).click();
  await expect(panel.getByText('인증번호를 보냈습니다.')).toBeVisible();
  const code = panel.getByRole('textbox', { name: '인증번호' });
  await expect(code).toBeFocused();
  // §5: confirm from 5 characters; the countdown starts at 3:00.
  await expect(panel.getByText(/남은 시간 [23]:\d\d/)).toBeVisible();
  if (shoot) {
    await toastsGone(page);
    await expectNoAxeViolations(page);
    await shootChat(page, 'verification-sent');
  }
  if (wrongFirst) {
    await code.fill('000000');
    await panel.getByRole('button', { name: '확인' }).click();
    await expect(panel.getByText('인증번호가 올바르지 않습니다.')).toBeVisible();
  }
  const operator = await ChatOperator.signIn();
  const [latest] = await operator.smsOutbox(phone);
  const sent = /(\d{6})/.exec(latest!.text)![1]!;
  await code.fill(sent);
  await panel.getByRole('button', { name: '확인' }).click();
  await expect(panel.getByText('인증이 완료되었습니다.')).toBeVisible();
}

test('a verified visitor finds an earlier chat from another device in history, joins it and reads it', async ({
  browser,
  page,
}) => {
  test.slow();
  const phone = `010${String(randomInt(10_000_000, 99_999_999))}`;
  const problems = collectConsoleProblems(page);

  // Device 1: a conversation, then the phone verified (a wrong code first).
  const first = await openChat(page, demoUrl);
  await passAgeGate(first);
  await sendMessage(first, '이혼 소송 비용이 궁금합니다.');
  const { operator, inquiry } = await assignedOperator(first.marker);
  await operator.reply(inquiry, '<p>착수금은 사건마다 다릅니다. 상담으로 안내해 드릴게요.</p>');
  await expect(storedMessage(first.log, '착수금은 사건마다 다릅니다.')).toBeVisible();
  await verifyByPhone(page, first, phone, { wrongFirst: true, shoot: true });
  const list = first.panel.getByRole('list', { name: '지난 상담' });
  await expect(list.getByRole('button')).toHaveCount(1);
  await expect(list.getByRole('button').first()).toContainText(NAME);
  await expect(list.getByRole('button').first()).toContainText('착수금은 사건마다 다릅니다.');
  // Read here, in the open panel: no unread count on it.
  await expect(list.locator('.hv-unread')).toHaveCount(0);
  await toastsGone(page);
  await expectNoAxeViolations(page);
  await shootChat(page, 'history-list');
  // The wrong code's refusal (400) is the one failed request the browser reports.
  expect(problems.filter((problem) => !problem.includes(CHAT_PATHS.certificationVerify))).toEqual(
    [],
  );

  // Device 2: another browser, a new inquiry of its own; the same person verifies.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  const second = await openChat(otherPage, demoUrl);
  await verifyByPhone(otherPage, second, phone);
  const entries = second.panel.getByRole('list', { name: '지난 상담' }).getByRole('button');
  await expect(entries).toHaveCount(2);
  // The list is live: the operator's new reply shows in its entry, counted unread.
  await operator.reply(inquiry, '<p>서류 목록을 보내 드릴게요.</p>');
  const listed = entries.filter({ hasText: '서류 목록을 보내 드릴게요.' });
  await expect(listed).toBeVisible();
  await expect(listed.getByText('읽지 않은 메시지 1개')).toBeAttached();
  // spec §2: back in the conversation, the header's badge counts the next reply as it comes.
  await second.panel.getByRole('button', { name: '대화로 돌아가기' }).click();
  const badged = second.panel.getByRole('button', { name: '상담 내역, 읽지 않은 메시지 1개' });
  await expect(badged.locator('.cv-badge')).toHaveText('1');
  await operator.reply(inquiry, '<p>신분증 사본도 함께 준비해 주세요.</p>');
  const counted = second.panel.getByRole('button', { name: '상담 내역, 읽지 않은 메시지 2개' });
  await expect(counted.locator('.cv-badge')).toHaveText('2');
  await shootChat(otherPage, 'history-badge-live');
  await counted.click();
  const earlier = entries.filter({ hasText: '신분증 사본도 함께 준비해 주세요.' });
  await expect(earlier.getByText('읽지 않은 메시지 2개')).toBeAttached();
  await earlier.click();
  // §4: joined, then the conversation view shows that chat.
  await expect(second.panel.getByRole('heading', { name: '상담 내역' })).toBeHidden();
  await expect(storedMessage(second.log, '이혼 소송 비용이 궁금합니다.')).toBeVisible();
  await expect(storedMessage(second.log, '착수금은 사건마다 다릅니다.')).toBeVisible();
  // The joined chat is live here: the operator's next reply arrives without a reload.
  await operator.reply(inquiry, '<p>상담 예약을 도와드릴까요?</p>');
  await expect(storedMessage(second.log, '상담 예약을 도와드릴까요?')).toBeVisible();
  await other.close();
});

test('a verified visitor who reloads opens history with no new code, the badge showing their unread', async ({
  page,
}) => {
  test.slow();
  const phone = `010${String(randomInt(10_000_000, 99_999_999))}`;
  const first = await openChat(page, demoUrl);
  await passAgeGate(first);
  const { operator, inquiry } = await assignedOperator(first.marker);
  await verifyByPhone(page, first, phone);
  await first.panel.getByRole('button', { name: '대화로 돌아가기' }).click();
  // The operator answers and closes while the visitor reads nothing more; a new inquiry
  // follows, so the earlier one keeps what the visitor has not listed.
  await operator.reply(inquiry, '<p>서류를 준비해 주세요.</p>');
  await expect(storedMessage(first.log, '서류를 준비해 주세요.')).toBeVisible();
  await operator.close(inquiry);
  await first.panel.getByRole('button', { name: '새 상담 시작하기' }).click();
  await expect(first.panel.getByRole('button', { name: '새 상담 시작하기' })).toBeHidden();

  // Each page load authenticates anew (a new token): the verification stays with the visitor.
  await page.reload();
  await page.getByRole('button', { name: '1:1 상담 열기' }).click();
  const again = chatPanel(page);
  await expect(again.log.locator('li.cv-message').first()).toBeVisible();
  const history = again.panel.getByRole('button', { name: /^상담 내역, 읽지 않은 메시지 \d+개$/ });
  await expect(history).toBeVisible();
  await expect(history.locator('.cv-badge')).toBeVisible();
  await toastsGone(page);
  await shootChat(page, 'history-badge-after-reload');
  await history.click();
  const list = again.panel.getByRole('list', { name: '지난 상담' });
  await expect(list.getByRole('button')).toHaveCount(2);
  await expect(again.panel.getByRole('heading', { name: '본인 인증' })).toHaveCount(0);
  // The earlier chat holds the answer and closing notice the visitor never listed.
  await expect(list.getByText(/^읽지 않은 메시지 \d+개$/)).toHaveCount(1);
  // One code for the whole visit: none was sent for the reload.
  expect(await operator.smsOutbox(phone)).toHaveLength(1);
});

test('"new inquiry" in history starts another chat, which history then lists', async ({ page }) => {
  const phone = `010${String(randomInt(10_000_000, 99_999_999))}`;
  const visit = await openChat(page, demoUrl);
  await verifyByPhone(page, visit, phone);
  // The verified phone's chats: this device's, opened with the panel.
  const entries = visit.panel.getByRole('list', { name: '지난 상담' }).getByRole('button');
  await expect(entries).toHaveCount(1);
  await visit.panel.getByRole('button', { name: '새 문의하기' }).click();
  await expect(visit.panel.getByRole('heading', { name: '상담 내역' })).toBeHidden();
  await expect(visit.log.locator('li.cv-message').first()).toBeVisible();
  await visit.panel.getByRole('button', { name: /^상담 내역/ }).click();
  await expect(entries).toHaveCount(2);
  await visit.panel.getByRole('button', { name: '대화로 돌아가기' }).click();
  await expect(visit.composer).toBeVisible();
});

test('five wrong codes use a code up; a new one, sent after 30 s, verifies (spec §4, §5, §8)', async ({
  page,
}) => {
  test.slow();
  const phone = `010${String(randomInt(10_000_000, 99_999_999))}`;
  const { panel } = await openChat(page, demoUrl);
  await panel.getByRole('button', { name: /^상담 내역/ }).click();
  await panel.getByRole('textbox', { name: '이름' }).fill(NAME);
  await panel.getByRole('textbox', { name: '휴대폰 번호' }).fill(phone);
  await panel.getByRole('button', { name: '인증번호 받기' }).click();
  const code = panel.getByRole('textbox', { name: '인증번호' });
  const confirm = panel.getByRole('button', { name: '확인' });
  await expect(code).toBeFocused();
  // The api's limit: five wrong tries per code; the sixth is refused whatever it holds.
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await code.fill(`00000${attempt}`);
    await confirm.click();
    await expect(panel.getByText('인증번호가 올바르지 않습니다.').last()).toBeVisible();
    await toastsGone(page);
  }
  const operator = await ChatOperator.signIn();
  const [first] = await operator.smsOutbox(phone);
  await code.fill(/(\d{6})/.exec(first!.text)![1]!);
  await confirm.click();
  await expect(panel.getByText('인증번호를 다시 요청해 주세요.')).toBeVisible();

  // §5: sending again is possible 30 s after the first send; the new code verifies.
  const resend = panel.getByRole('button', { name: '인증번호 다시 받기' });
  await expect(resend).toBeEnabled({ timeout: 40_000 });
  await resend.click();
  await expect
    .poll(async () => (await operator.smsOutbox(phone))[0]?.text, { timeout: 10_000 })
    .not.toBe(first!.text);
  const [second] = await operator.smsOutbox(phone);
  await code.fill(/(\d{6})/.exec(second!.text)![1]!);
  await confirm.click();
  await expect(panel.getByText('인증이 완료되었습니다.')).toBeVisible();
  await expect(panel.getByRole('list', { name: '지난 상담' })).toBeVisible();
});
