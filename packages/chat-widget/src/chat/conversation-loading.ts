// Loading an inquiry's conversation (spec/chat-widget.md §4 Start-up flow step 5) and fetching
// what a dropped connection missed (§4 Reconnect; api README "Realtime socket": after any
// reconnect, the message list with after_message_number and changed_after_timestamp).
import { MESSAGE_LIST_DEFAULT_SIZE } from '@lawfirm/api-client/chat-core';
import type { InquiryMain } from '@lawfirm/api-client/chat-core';

import { NO_ACCESS_PERMISSION_CODE } from '../constants';
import { isChatCallError } from './chat-api';
import type { ChatContext } from './chat-context';
import { loadInquiry, receiveMessages } from './conversation-reducers';

/**
 * Ours: changed_after_timestamp is our clock's, compared with the server's. Asking from a
 * minute earlier costs a few messages fetched twice (merged by number) and covers a clock
 * that runs ahead.
 */
export const CLOCK_SKEW_MARGIN_MS = 60_000;

/** Ours: pages fetched at most after one reconnect (400 each), so a bad answer cannot loop. */
const CATCH_UP_MAX_PAGES = 10;

/** Step 5: the inquiry's detail and newest messages, watched on the socket from now on. */
export async function loadConversation(
  ctx: ChatContext,
  main: InquiryMain,
  inquiryNumber: number,
): Promise<void> {
  // Watched before the list is read, so that nothing posted in between is missed.
  ctx.realtime.watch(inquiryNumber);
  const [detail, list] = await Promise.all([
    ctx.api.inquiryDetail(inquiryNumber),
    ctx.api.messageList({ chat_inquiry_number: inquiryNumber, size: MESSAGE_LIST_DEFAULT_SIZE }),
  ]);
  if (ctx.disposed()) return;
  const loaded = { main, detail, messages: list.messages, nextPage: list.next_page_yn };
  ctx.store.update((state) => loadInquiry(state, { ...loaded, loadedAt: Date.now() }));
}

/**
 * connection.ready: fetch what the socket may have missed. After a drop (`droppedAt`), the new
 * messages, those changed since and those recalled since, and the inquiry's state and choices
 * (inquiry.closed and inquiry.workflow.updated may have been missed too). On a first
 * connection that came after the list was read, the messages since the list.
 */
export async function catchUp(ctx: ChatContext, droppedAt: number | null): Promise<void> {
  const shown = ctx.store.getState().chatInquiryNumber;
  try {
    await fetchMissed(ctx, droppedAt);
  } catch (error) {
    // The inquiry went to another device while the socket was down (a follow-up link opened
    // there): signed out as on user.expired (§4), not a failure to log.
    const refused = isChatCallError(error) && error.error.code === NO_ACCESS_PERMISSION_CODE;
    if (refused && !ctx.disposed() && ctx.store.getState().chatInquiryNumber === shown) {
      ctx.realtime.expire();
      return;
    }
    throw error;
  }
}

async function fetchMissed(ctx: ChatContext, droppedAt: number | null): Promise<void> {
  const start = ctx.store.getState();
  const inquiryNumber = start.chatInquiryNumber;
  const { loadedAt } = start;
  if (start.status !== 'ready' || inquiryNumber === null || loadedAt === null) return;
  const since = Math.max(0, (droppedAt ?? loadedAt) - CLOCK_SKEW_MARGIN_MS);

  let after = start.messages.at(-1)?.message_number ?? 0;
  for (let page = 0; page < CATCH_UP_MAX_PAGES; page += 1) {
    const list = await ctx.api.messageList({
      chat_inquiry_number: inquiryNumber,
      size: MESSAGE_LIST_DEFAULT_SIZE,
      after_message_number: after,
      ...(page === 0 ? { changed_after_timestamp: since } : {}),
    });
    if (ctx.disposed() || ctx.store.getState().chatInquiryNumber !== inquiryNumber) return;
    ctx.store.update((state) =>
      receiveMessages(state, list.messages, list.collected_message_numbers),
    );
    const last = Math.max(after, ...list.messages.map((message) => message.message_number));
    if (list.next_page_yn !== 'Y' || last === after) break;
    after = last;
  }

  if (droppedAt === null) return;
  const detail = await ctx.api.inquiryDetail(inquiryNumber);
  if (ctx.disposed() || ctx.store.getState().chatInquiryNumber !== inquiryNumber) return;
  ctx.store.update((state) => ({
    ...state,
    inquiryState: detail.chat_inquiry_state_code,
    ageConsent: detail.age_consent_state_code,
    objectExposeInfo: detail.object_expose_info,
  }));
}
