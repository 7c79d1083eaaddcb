// The console's reads and writes of the operator API, as TanStack Query keys and functions.
// Every call takes the session token from the session store.
import type { ChatMessage } from '@lawfirm/api-client/chat-core';
import {
  OPERATOR_INQUIRY_PAGE_SIZE,
  OPERATOR_PATHS,
  operatorAnswerSchemas,
} from '@lawfirm/api-client/operator';
import { z } from 'zod';

import { currentToken } from '../session/session-store';
import { operatorCall, pathOf } from './operator-call';
import type { CallOptions } from './operator-call';

export const queryKeys = {
  inquiries: (query: Record<string, string>) => ['inquiries', query] as const,
  allInquiries: ['inquiries'] as const,
  inquiry: (n: number) => ['inquiry', n] as const,
  messages: (n: number) => ['messages', n] as const,
};

const withToken = (options: CallOptions = {}): CallOptions => ({
  ...options,
  token: currentToken(),
});

export function fetchInquiries(query: Record<string, string>, signal?: AbortSignal) {
  const search = new URLSearchParams({ ...query, size: String(OPERATOR_INQUIRY_PAGE_SIZE.max) });
  return operatorCall(
    `${OPERATOR_PATHS.inquiries}?${search.toString()}`,
    operatorAnswerSchemas.inquiries,
    withToken({ signal }),
  );
}

export async function fetchInquiry(n: number, signal?: AbortSignal) {
  const answer = await operatorCall(
    pathOf(OPERATOR_PATHS.inquiry, { chat_inquiry_number: n }),
    operatorAnswerSchemas.inquiry,
    withToken({ signal }),
  );
  return answer.inquiry;
}

/** Every message of an inquiry, ascending: page after page until the api says there is no more. */
export async function fetchMessages(n: number, signal?: AbortSignal): Promise<ChatMessage[]> {
  const messages: ChatMessage[] = [];
  for (;;) {
    const search = new URLSearchParams({ size: '100' });
    const last = messages.at(-1);
    if (last) search.set('after_message_number', String(last.message_number));
    const page = await operatorCall(
      `${pathOf(OPERATOR_PATHS.messages, { chat_inquiry_number: n })}?${search.toString()}`,
      operatorAnswerSchemas.messages,
      withToken({ signal }),
    );
    messages.push(...page.messages);
    if (page.next_page_yn !== 'Y' || page.messages.length === 0) return messages;
  }
}

const emptyAnswer = z.unknown();

export const inquiryAction = (
  n: number,
  action: 'assign' | 'unassign' | 'close',
): Promise<unknown> =>
  operatorCall(
    pathOf(OPERATOR_PATHS[action], { chat_inquiry_number: n }),
    emptyAnswer,
    withToken({ method: 'POST' }),
  );

export async function sendReply(n: number, text: string, clientMessageId: string) {
  const answer = await operatorCall(
    pathOf(OPERATOR_PATHS.messages, { chat_inquiry_number: n }),
    operatorAnswerSchemas.message,
    withToken({
      method: 'POST',
      body: { html_content: textToHtml(text), client_message_id: clientMessageId },
    }),
  );
  return answer.message;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** A typed reply as the message HTML the api keeps: escaped, with line breaks as <br>. */
export function textToHtml(text: string): string {
  return text
    .trim()
    .replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!)
    .replace(/\r?\n/g, '<br>');
}

/** Messages in order, each once (a live one may also come back with the next fetch). */
export function mergeMessages(current: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const byNumber = new Map(current.map((message) => [message.message_number, message]));
  for (const message of incoming) byNumber.set(message.message_number, message);
  return [...byNumber.values()].sort((a, b) => a.message_number - b.message_number);
}
