// spec/chat-widget.md §4 Start-up flow, steps 2 to 5 (step 1, opening, is the hook's):
// authenticate with the centre code, connect the socket, hash authentication with a follow-up
// token, the main lookup, resume or create the inquiry, load it.
import { HASH_AUTH_FAILURE_CLOSE_MS } from '../constants';

import type { ChatContext } from './chat-context';
import { CHAT_TOASTS } from './chat-texts';
import { loadConversation } from './conversation-loading';
import { messageOfFailure } from './error-messages';

export interface StartUpOptions {
  /** The follow-up token of a hash link (spec §2, §4 step 3). */
  followUpToken?: string;
  /**
   * Hash authentication failed: called 500 ms after the toast (spec §4: the chat closes and
   * the browser goes to /; the host decides). Without it the chat starts as if no link came.
   */
  onHashAuthFailed?: () => void;
}

/** Runs start-up into the store; never rejects (a failure is a toast and status 'failed'). */
export async function startUp(ctx: ChatContext, options: StartUpOptions = {}): Promise<void> {
  const failed = (error: unknown, fallback: string) => {
    if (ctx.disposed()) return;
    ctx.log('chat start-up failed', error);
    // A catalogued code says more (E000700002 is §8's "channel does not exist").
    ctx.store.toast('error', messageOfFailure(error, fallback));
    ctx.store.update((state) => ({ ...state, status: 'failed' }));
  };

  // Step 2: authenticate with the centre code (re-authentication on token expired is chat-api's).
  let channelNumber: number;
  try {
    channelNumber = (await ctx.api.authenticate()).channel_number;
  } catch (error) {
    failed(error, CHAT_TOASTS.chatStartFailed);
    return;
  }
  if (ctx.disposed()) return;

  // Step 3: the realtime connection, then hash authentication.
  ctx.realtime.start();
  let followUpInquiry: number | null = null;
  if (options.followUpToken) {
    try {
      followUpInquiry = (await ctx.api.alarmParticipation(options.followUpToken))
        .chat_inquiry_number;
    } catch (error) {
      if (ctx.disposed()) return;
      ctx.log('hash authentication failed', error);
      ctx.store.toast('error', CHAT_TOASTS.linkExpired);
      const { onHashAuthFailed } = options;
      if (onHashAuthFailed) {
        ctx.later(onHashAuthFailed, HASH_AUTH_FAILURE_CLOSE_MS);
        ctx.store.update((state) => ({ ...state, status: 'failed' }));
        return;
      }
    }
  }
  if (ctx.disposed()) return;

  // Step 4: the main lookup, then the inquiry: the link's, the one in progress, or a new one.
  let main;
  try {
    main = await ctx.api.inquiryMain(channelNumber);
  } catch (error) {
    failed(error, CHAT_TOASTS.chatStartFailed);
    return;
  }
  if (ctx.disposed()) return;
  ctx.store.update((state) => ({ ...state, main }));

  let inquiryNumber = followUpInquiry ?? main.progress_inquiry_number;
  if (inquiryNumber === null) {
    try {
      inquiryNumber = (await ctx.api.generateInquiry(channelNumber, ctx.pageUrl()))
        .chat_inquiry_number;
    } catch (error) {
      failed(error, CHAT_TOASTS.inquiryCreateFailed);
      return;
    }
    if (ctx.disposed()) return;
  }

  // Step 5: detail and messages; state, workflow stack and age consent.
  try {
    await loadConversation(ctx, main, inquiryNumber);
  } catch (error) {
    failed(error, CHAT_TOASTS.inquiryStartFailed);
  }
}
