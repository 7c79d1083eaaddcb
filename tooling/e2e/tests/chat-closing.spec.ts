// spec/chat-widget.md §4 Conversation rules: when the operator closes the inquiry, "The inquiry
// has ended" and a "start a new inquiry" button replace the composer; the button starts a new
// inquiry with a fresh greeting.
import { expect, test } from '../support/fixtures';

import { sendMessage, shootChat, startedConversation } from '../support/chat-visit';
import { demoUrl } from '../support/environment';
import { expectNoAxeViolations } from '../support/page-checks';

test('the operator closes the inquiry; the visitor starts a new one', async ({ page }) => {
  const { visit, operator, inquiry } = await startedConversation(page, demoUrl);
  const { panel, log, composer } = visit;
  await sendMessage(visit, '상담을 마치겠습니다.');

  await operator.close(inquiry);
  const closedText = panel.getByText('상담이 종료되었습니다.', { exact: true });
  await expect(closedText).toBeVisible();
  const startNew = panel.getByRole('button', { name: '새 상담 시작하기' });
  await expect(startNew).toBeVisible();
  await expect(composer).toHaveCount(0);
  await expect(panel.getByRole('button', { name: '보내기' })).toHaveCount(0);
  // spec §4: choices are shown only while the inquiry is open or collecting personal info.
  await expect(panel.getByRole('group', { name: '선택지' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await shootChat(page, 'closed');

  await startNew.click();
  await expect(closedText).toBeHidden();
  await expect(log.getByText('상담을 마치겠습니다.')).toHaveCount(0);
  // The fresh inquiry greets again and offers the workflow from its first step.
  await expect(log.locator('li.cv-message').first()).toContainText('안녕하세요');
  await expect(
    panel.getByRole('group', { name: '선택지' }).getByRole('button', { name: '이혼', exact: true }),
  ).toBeVisible();
  await expect(composer).toBeVisible();

  await expect
    .poll(async () => (await operator.waitForInquiry(visit.marker)).chat_inquiry_number)
    .toBeGreaterThan(inquiry);
  const fresh = await operator.waitForInquiry(visit.marker);
  expect(fresh.chat_inquiry_state_code).toBe('CHI00800001');
  expect((await operator.inquiry(inquiry)).chat_inquiry_state_code).toBe('CHI00800003');
});
