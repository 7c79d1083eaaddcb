// The conversation's states as assistive technology meets them (DESIGN.md: zero axe violations):
// focus on open and close, the age gate, the form, the connection banner, and a failed send
// retried, with screenshots of each at 375 and 1440 px.
import { expect, test } from '../support/fixtures';

import {
  assignedOperator,
  openChat,
  passAgeGate,
  shootChat,
  storedMessage,
} from '../support/chat-visit';
import { demoUrl } from '../support/environment';
import { expectNoAxeViolations } from '../support/page-checks';
import { routeChatSockets } from '../support/socket-cutter';

test('opening moves focus into the panel; Escape closes it and focus returns to the launcher', async ({
  page,
}) => {
  const visit = await openChat(page, demoUrl);
  await expect(visit.panel.getByRole('button', { name: '닫기', exact: true })).toBeFocused();
  // The age gate is the first state a visitor meets.
  await expect(
    visit.panel.getByRole('checkbox', { name: '(필수) 만 14세 이상입니다' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await page.keyboard.press('Escape');
  await expect(visit.panel).toBeHidden();
  await expect(page.getByRole('button', { name: '1:1 상담 열기' })).toBeFocused();
});

test('the personal-information form has no axe violations, before and after saving', async ({
  page,
}) => {
  const visit = await openChat(page, demoUrl);
  await passAgeGate(visit);
  const choices = visit.panel.getByRole('group', { name: '선택지' });
  await choices.getByRole('button', { name: '형사', exact: true }).click();
  await choices.getByRole('button', { name: '폭행·상해', exact: true }).click();
  await choices.getByRole('button', { name: '연락처 남기기' }).click();
  const name = visit.panel.getByRole('textbox', { name: '이름' });
  await expect(name).toBeVisible();
  // An invalid value is marked and described (the form's own rule as the hint).
  await name.fill('A');
  await visit.panel.getByRole('button', { name: '저장' }).click();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toBeFocused();
  await expectNoAxeViolations(page);
  await shootChat(page, 'form-invalid');

  await name.fill('박민수');
  await visit.panel.getByRole('textbox', { name: '휴대폰 번호' }).fill('01055556666');
  await visit.panel.getByRole('button', { name: '저장' }).click();
  await expect(visit.panel.getByRole('button', { name: '정보 수정' })).toBeVisible();
  await expectNoAxeViolations(page);
  await shootChat(page, 'form-saved');
});

test('the connection banner while the socket is down', async ({ page }) => {
  const sockets = await routeChatSockets(page);
  const visit = await openChat(page, demoUrl);
  await passAgeGate(visit);
  await sockets.waitForOpened(0);
  const banner = visit.panel.getByText(/^네트워크 연결이 원활하지 않습니다\./);
  // Held down, so the banner stays while axe reads it and the pictures are taken.
  sockets.hold();
  const opened = sockets.opened;
  await sockets.cut();
  await expect(banner).toBeVisible();
  await expectNoAxeViolations(page);
  await shootChat(page, 'offline-banner');
  sockets.release();
  await sockets.waitForOpened(opened);
  await expect(banner).toBeHidden();
});

const SEND_CALL = '**/chatctm/chi/chatinquirymessagesend';

test('a send that cannot reach the api fails visibly; "send again" stores it once', async ({
  page,
}) => {
  const visit = await openChat(page, demoUrl);
  await passAgeGate(visit);
  const { operator, inquiry } = await assignedOperator(visit.marker);
  // Every try of the widget's own retries (spec §8: three) fails, so the send fails.
  let failed = 0;
  await page.route(
    SEND_CALL,
    async (route) => {
      failed += 1;
      await route.abort('connectionreset');
    },
    { times: 3 },
  );
  const text = '전송에 실패했던 메시지입니다.';
  await visit.composer.fill(text);
  await visit.panel.getByRole('button', { name: '보내기' }).click();
  const retry = visit.panel.getByRole('button', { name: '다시 보내기' });
  await expect(retry).toBeVisible();
  expect(failed).toBe(3);
  await expect(visit.panel.getByText('전송하지 못했습니다.')).toBeVisible();
  await expectNoAxeViolations(page);
  await shootChat(page, 'send-failed');

  await retry.click();
  await expect(retry).toBeHidden();
  await expect(storedMessage(visit.log, text)).toHaveCount(1);
  await expect(visit.log.getByText(text)).toHaveCount(1);
  await expect
    .poll(async () =>
      (await operator.messages(inquiry)).filter((message) => message.plain_text === text),
    )
    .toHaveLength(1);
});

test('a send the api stored but whose answers were lost shows once, with nothing to retry', async ({
  page,
}) => {
  const visit = await openChat(page, demoUrl);
  await passAgeGate(visit);
  const { operator, inquiry } = await assignedOperator(visit.marker);
  // The api receives every try; the page hears none of the answers, only the live socket.
  await page.route(
    SEND_CALL,
    async (route) => {
      await route.fetch();
      await route.abort('connectionreset');
    },
    { times: 3 },
  );
  const text = '답변이 사라진 메시지입니다.';
  await visit.composer.fill(text);
  await visit.panel.getByRole('button', { name: '보내기' }).click();
  await expect(storedMessage(visit.log, text)).toHaveCount(1);
  await expect(visit.log.getByText(text)).toHaveCount(1);
  await expect(visit.panel.getByRole('button', { name: '다시 보내기' })).toHaveCount(0);
  expect(
    (await operator.messages(inquiry)).filter((message) => message.plain_text === text),
  ).toHaveLength(1);
});
