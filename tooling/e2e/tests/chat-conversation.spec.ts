// The whole conversation on a third-party page (spec/chat-widget.md §2, §4): the visitor passes
// the age gate, follows the workflow, leaves name and phone and writes; the operator, through
// the real operator API, takes the inquiry, types, replies, sends an image and a PDF, edits and
// recalls. Every step is checked as the visitor sees it.
import { expect, test } from '../support/fixtures';
import { type Locator } from '@playwright/test';

import { openChatFromEntry } from '../support/chat-entry';
import {
  assignedOperator,
  bubbleTexts,
  chatPanel,
  openChat,
  passAgeGate,
  sendMessage,
  shootChat,
  startedConversation,
  storedMessage,
} from '../support/chat-visit';
import { ChatOperator } from '../support/chat-operator';
import { demoUrl, viewports } from '../support/environment';
import { expectNoAxeViolations } from '../support/page-checks';
import { onePagePdf, solidPng } from '../support/test-files';

const HH_MM = /^\d{2}:\d{2}$/;

/** spec §2: the visitor's messages on the right of the log, everyone else's on the left. */
async function expectSide(log: Locator, item: Locator, side: 'mine' | 'theirs') {
  await expect(item).toHaveAttribute('data-side', side);
  const logBox = await log.boundingBox();
  const bubbleBox = await item.locator('.cv-bubble, .cv-images, .cv-files').first().boundingBox();
  if (!logBox || !bubbleBox) throw new Error('the log or the bubble is not laid out');
  const middle = logBox.x + logBox.width / 2;
  if (side === 'mine') expect(bubbleBox.x + bubbleBox.width).toBeGreaterThan(middle);
  else expect(bubbleBox.x).toBeLessThan(middle);
  await expect(item.locator('time.cv-time')).toHaveText(HH_MM);
}

test('a visitor on a third-party page talks with an operator from the age gate to a recall', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const visit = await openChat(page, demoUrl);
  const { panel, log } = visit;
  await expect(panel.getByRole('heading', { level: 2 })).toHaveText('법무법인 대륜 채팅 상담');
  // spec §4 age check: before the agreement the choices wait too, and say why; a click on one
  // sends nothing (and the api would refuse it).
  const lockedChoices = panel.getByRole('group', { name: '선택지' });
  await expect(lockedChoices.getByText('만 14세 이상 확인 후 선택할 수 있습니다.')).toBeVisible();
  const area = lockedChoices.getByRole('button', { name: '이혼', exact: true });
  await expect(area).toBeDisabled();
  const operatorConsole = await ChatOperator.signIn();
  const { chat_inquiry_number: opened } = await operatorConsole.waitForInquiry(visit.marker);
  const storedBefore = (await operatorConsole.messages(opened)).length;
  await area.click({ force: true });
  await expect(lockedChoices.getByRole('button', { name: '협의이혼', exact: true })).toHaveCount(0);
  expect(await operatorConsole.messages(opened)).toHaveLength(storedBefore);
  await expectNoAxeViolations(page);
  await shootChat(page, 'age-gate');
  await passAgeGate(visit);
  await expect(lockedChoices.getByText('만 14세 이상 확인 후 선택할 수 있습니다.')).toHaveCount(0);

  // The workflow: a practice field, its case type, then the personal-information form.
  const choices = panel.getByRole('group', { name: '선택지' });
  await choices.getByRole('button', { name: '이혼', exact: true }).click();
  await choices.getByRole('button', { name: '협의이혼', exact: true }).click();
  await choices.getByRole('button', { name: '연락처 남기기' }).click();
  const name = panel.getByRole('textbox', { name: '이름' });
  await expect(name).toBeVisible();
  await shootChat(page, 'form');
  await name.fill('김대륜');
  await panel.getByRole('textbox', { name: '휴대폰 번호' }).fill('01012345678');
  await panel.getByRole('button', { name: '저장' }).click();
  const edit = panel.getByRole('button', { name: '정보 수정' });
  await expect(edit).toBeVisible();
  const saved = panel.locator('.cv-form-values');
  await expect(saved).toContainText('김대륜');
  await expect(saved).toContainText('010-1234-5678');
  await expect(name).toBeHidden();

  await sendMessage(visit, '협의이혼 절차와 기간이 궁금합니다.');
  await expectSide(log, storedMessage(log, '협의이혼 절차와 기간이 궁금합니다.'), 'mine');

  const { operator, inquiry } = await assignedOperator(visit.marker);
  expect((await operator.inquiry(inquiry)).customer_name).toBe('김대륜');

  await operator.typing(inquiry);
  await expect(panel.getByText('상담 매니저가 답변을 입력하고 있습니다.')).toBeAttached();
  await expect(panel.locator('.cv-typing-dots')).toBeVisible();

  const reply = await operator.reply(inquiry, '<p>안녕하세요, 김상담 변호사입니다.</p>');
  const replyItem = storedMessage(log, '안녕하세요, 김상담 변호사입니다.');
  await expect(replyItem).toBeVisible();
  await expectSide(log, replyItem, 'theirs');
  // The counsellor who took the chat labels their reply, with their initial, not the firm.
  await expect(replyItem.locator('.cv-sender-name')).toHaveText('김상담');
  await expect(replyItem.locator('.cv-sender .cv-initial')).toHaveText('김');

  // An image, shown in the grid and decoded by the browser.
  await operator.sendFiles(inquiry, [solidPng('증거사진.png', 48, 32, [200, 30, 60])]);
  const imageName = { name: '첨부 이미지 1/1' };
  const image = log.getByRole('img', imageName);
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
    .toBe(48);
  await expectSide(
    log,
    log.locator('li.cv-message').filter({ has: page.getByRole('img', imageName) }),
    'theirs',
  );

  // A PDF: a file item whose button saves it under its own name.
  const pdfName = '협의이혼_안내문.pdf';
  await operator.sendFiles(inquiry, [onePagePdf(pdfName)]);
  const downloadName = { name: `${pdfName} 내려받기` };
  const downloadButton = log.getByRole('button', downloadName);
  await expect(downloadButton).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), downloadButton.click()]);
  expect(download.suggestedFilename()).toBe(pdfName);
  await expectSide(
    log,
    log.locator('li.cv-message').filter({ has: page.getByRole('button', downloadName) }),
    'theirs',
  );

  await expectNoAxeViolations(page);
  await shootChat(page, 'conversation');

  // An edit changes the text where it is; a recall removes the message.
  const before = await log.locator('li.cv-message').count();
  const replyIndex = (await bubbleTexts(log)).indexOf('안녕하세요, 김상담 변호사입니다.');
  expect(replyIndex).toBeGreaterThan(0);
  await operator.edit(
    inquiry,
    reply.message_number,
    '<p>안녕하세요, 김상담 변호사입니다. 반갑습니다.</p>',
  );
  await expect(log.locator('li.cv-message .cv-bubble').nth(replyIndex)).toHaveText(
    '안녕하세요, 김상담 변호사입니다. 반갑습니다.',
  );
  await expect(log.locator('li.cv-message')).toHaveCount(before);

  const recalled = await operator.reply(inquiry, '<p>잘못 보낸 메시지입니다.</p>');
  await expect(storedMessage(log, '잘못 보낸 메시지입니다.')).toBeVisible();
  await operator.recall(inquiry, recalled.message_number);
  await expect(log.getByText('잘못 보낸 메시지입니다.')).toHaveCount(0);
  await expect(log.locator('li.cv-message')).toHaveCount(before);
});

test('a reload keeps the unsent text until it is sent; a long file name keeps its end on one line', async ({
  page,
}) => {
  const { visit, operator, inquiry } = await startedConversation(page, demoUrl);
  const draft = '상속 포기 기한이 언제까지인가요?';
  await visit.composer.fill(draft);
  await page.reload();
  await openChatFromEntry(page);
  const again = chatPanel(page);
  await expect(again.composer).toHaveValue(draft);
  await shootChat(page, 'draft-after-reload');
  await again.panel.getByRole('button', { name: '보내기' }).click();
  await expect(storedMessage(again.log, draft)).toBeVisible();
  // Sent, it is not offered again.
  await page.reload();
  await openChatFromEntry(page);
  await expect(chatPanel(page).log.locator('li.cv-message').first()).toBeVisible();
  await expect(chatPanel(page).composer).toHaveValue('');

  // spec §2: shortened after 12 characters; '….pdf' and the letter before it never wrap apart.
  const fileName = '상속재산_목록과_한정승인_신청서_작성_안내.pdf';
  await operator.sendFiles(inquiry, [onePagePdf(fileName)]);
  await page.setViewportSize(viewports.mobile);
  const shown = chatPanel(page).log.getByTitle(fileName);
  await expect(shown).toHaveText('상속재산_목록과_한정승….pdf');
  const end = shown.locator('span').last();
  await expect(end).toHaveText('승….pdf');
  expect(await end.evaluate((element) => element.getClientRects().length)).toBe(1);
  await shootChat(page, 'long-file-name');
});
