// One visitor's side of a chat journey (spec/chat-widget.md §2, §4): a page whose URL carries a
// unique marker, so that ChatOperator.waitForInquiry finds this visitor's inquiry; the widget
// opened, the age gate passed, messages sent and read back from the log as the visitor sees it.
import { randomUUID } from 'node:crypto';

import { expect, type Locator, type Page } from '@playwright/test';

import { openChatFromEntry } from './chat-entry';
import { ChatOperator } from './chat-operator';
import { viewports } from './environment';
import { screenshotAt } from './page-checks';

export interface ChatVisit {
  marker: string;
  panel: Locator;
  log: Locator;
  composer: Locator;
}

/** A URL of `base` that carries a new visit marker (`?visit=<uuid>`), and the marker. */
export function markedUrl(base: string): { url: string; marker: string } {
  const marker = randomUUID();
  const url = new URL(base);
  url.searchParams.set('visit', marker);
  return { url: url.toString(), marker };
}

/** The panel's parts, found by their accessible names (conversation-texts.ts). */
export function chatPanel(page: Page): Omit<ChatVisit, 'marker'> {
  const panel = page.getByRole('dialog', { name: '1:1 상담' });
  return {
    panel,
    log: panel.getByRole('log', { name: '상담 메시지' }),
    composer: panel.getByRole('textbox', { name: '메시지 입력' }),
  };
}

/** Goes to `base` with a fresh marker and opens the chat from the page's entry. */
export async function openChat(page: Page, base: string): Promise<ChatVisit> {
  const { url, marker } = markedUrl(base);
  await page.goto(url);
  await openChatFromEntry(page);
  const parts = chatPanel(page);
  // The greeting is the sign that the inquiry exists and the conversation loaded.
  await expect(parts.log.locator('li.cv-message').first()).toBeVisible();
  return { marker, ...parts };
}

/** spec §4: the composer stays disabled until the visitor ticks the box and agrees. */
export async function passAgeGate({ panel, composer }: ChatVisit): Promise<void> {
  await expect(composer).toBeDisabled();
  await expect(composer).toHaveAttribute('placeholder', '만 14세 이상 확인 후 이용할 수 있습니다.');
  const agree = panel.getByRole('button', { name: '동의하기' });
  await expect(agree).toBeDisabled();
  await panel.getByRole('checkbox', { name: '(필수) 만 14세 이상입니다' }).check();
  await agree.click();
  await expect(agree).toBeHidden();
  await expect(composer).toBeEnabled();
}

/** Types a message and sends it with the send button; resolves once the api stored it. */
export async function sendMessage({ panel, log, composer }: ChatVisit, text: string) {
  await composer.fill(text);
  await panel.getByRole('button', { name: '보내기' }).click();
  await expect(storedMessage(log, text)).toBeVisible();
}

/** A message the api stored (not one still sending), found by its text. */
export function storedMessage(log: Locator, text: string): Locator {
  return log.locator('li.cv-message:not([data-status])').filter({ hasText: text });
}

/** The texts of the log's bubbles in order, as the visitor reads them. */
export function bubbleTexts(log: Locator): Promise<string[]> {
  return log.locator('li.cv-message .cv-bubble').allInnerTexts();
}

/** The operator's side, signed in, and the visitor's inquiry taken. */
export async function assignedOperator(marker: string) {
  const operator = await ChatOperator.signIn();
  const { chat_inquiry_number: inquiry } = await operator.waitForInquiry(marker);
  await operator.assign(inquiry);
  return { operator, inquiry };
}

/** A visitor who opened the chat on `base`, passed the age gate, and an operator who took it. */
export async function startedConversation(page: Page, base: string) {
  const visit = await openChat(page, base);
  await passAgeGate(visit);
  const { operator, inquiry } = await assignedOperator(visit.marker);
  return { visit, operator, inquiry };
}

/**
 * Waits until the toasts have left (spec §8: 3000 ms and a 500 ms fade): axe measures a toast
 * caught in its fade as if its half-transparent text were meant to be read.
 */
export async function toastsGone(page: Page): Promise<void> {
  await expect(chatPanel(page).panel.locator('.cv-toast')).toHaveCount(0, { timeout: 10_000 });
}

/** spec §2 at both ends of the range: screenshots of the chat as it rests at 375 and 1440 px. */
export async function shootChat(page: Page, name: string): Promise<void> {
  const { panel } = chatPanel(page);
  for (const width of ['mobile', 'desktop'] as const) {
    await page.setViewportSize(viewports[width]);
    await expect(panel).toHaveCSS('opacity', '1');
    await screenshotAt(page, `chat-${name}`, width, { fullPage: false });
  }
}

/**
 * The seeded workflow to its end (apps/api seed/workflow-seed.ts): a practice field, one of
 * its case types, "leave contact details", then name and phone in the form, saved.
 */
export async function leaveContact({ panel }: ChatVisit, name: string, phone: string) {
  const choices = panel.getByRole('group', { name: '선택지' });
  await choices.getByRole('button', { name: '이혼', exact: true }).click();
  await choices.getByRole('button', { name: '협의이혼', exact: true }).click();
  await choices.getByRole('button', { name: '연락처 남기기' }).click();
  await panel.getByRole('textbox', { name: '이름' }).fill(name);
  await panel.getByRole('textbox', { name: '휴대폰 번호' }).fill(phone);
  await panel.getByRole('button', { name: '저장' }).click();
  await expect(panel.getByRole('button', { name: '정보 수정' })).toBeVisible();
}
