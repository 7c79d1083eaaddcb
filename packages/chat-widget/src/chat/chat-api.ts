// spec/chat-widget.md §7 "The calls it makes", typed over the api-client's chat client (which
// writes the {d} body, headers a and v, the 10 s time-out and reads the envelope), with the
// retries of §8 and the re-authentication of §4 Start-up flow step 2.
import {
  CHAT_PATHS,
  RETRY_POLICIES,
  TOKEN_EXPIRED_CODE,
  createChatTransport,
  trustedData,
  withRetry,
} from '@lawfirm/api-client/chat-core';
import type {
  ChatError,
  ChatPath,
  ChatRequest,
  ChatResponseData,
  RetryPolicy,
} from '@lawfirm/api-client/chat-core';

import type { ShareAuthentication } from './shared-authentication';
import type { TokenStore } from './token-store';

/** A refused or failed chat call; `error` is what error-messages.ts turns into a toast. */
export class ChatCallError extends Error {
  override readonly name = 'ChatCallError';
  readonly error: ChatError;

  constructor(path: string, error: ChatError) {
    super(`${path}: ${error.code} ${error.message}`);
    this.error = error;
  }
}

export function isChatCallError(error: unknown): error is ChatCallError {
  return error instanceof ChatCallError;
}

/**
 * Worth another try: no answer came (network, time-out) or the server failed (5xx). A refusal
 * (4xx: invalid, not allowed, rate-limited, a stale workflow step) answers the same again.
 */
export function isTransient(error: unknown): boolean {
  if (!isChatCallError(error)) return false;
  const { code, status } = error.error;
  if (code === 'ABORTED') return false;
  if (status !== undefined) return status >= 500;
  return code === 'FETCH_ERROR' || code === 'TIMEOUT' || code === 'UNKNOWN';
}

export interface ChatApiOptions {
  /** The client API host, without a trailing slash; '' for the page's origin. */
  apiBase: string;
  centerCode: string;
  tokens: TokenStore;
  fetch?: typeof fetch;
  /** Waits between tries (tests pass a fake clock's). */
  sleep?: (ms: number) => Promise<void>;
  /** Authentication shared by a group of tabs (shared-authentication.ts). */
  shareAuthentication?: ShareAuthentication;
}

export type ChatApi = ReturnType<typeof createChatApi>;

export function createChatApi({
  apiBase,
  centerCode,
  tokens,
  fetch,
  sleep,
  shareAuthentication,
}: ChatApiOptions) {
  // The transport without zod: the api checks every answer against the api-client's schemas
  // before sending it, and the widget's bundle cannot afford zod (README, Bundle).
  const client = createChatTransport({ baseUrl: apiBase, getToken: tokens.read, fetch });

  async function once<P extends ChatPath>(
    path: P,
    d: ChatRequest<P>,
    policy: RetryPolicy,
  ): Promise<ChatResponseData<P>> {
    return withRetry(
      async () => {
        const result = await client.call(path, d, trustedData<ChatResponseData<P>>);
        if (!result.ok) throw new ChatCallError(path, result.error);
        return result.data;
      },
      policy,
      { shouldRetry: isTransient, ...(sleep ? { sleep } : {}) },
    );
  }

  // Calls that meet an expired token at the same time share one new authentication.
  let authenticating: Promise<ChatResponseData<typeof CHAT_PATHS.authenticate>> | null = null;

  /** This tab's own authentication: spec §4 step 2 and §7 crtfica. */
  async function authenticateHere() {
    const d = { center_code: centerCode };
    return once(CHAT_PATHS.authenticate, d, RETRY_POLICIES.authentication).catch(
      async (error: unknown) => {
        // A stored token that has expired: forget it and begin again without it.
        if (!isTokenExpired(error)) throw error;
        tokens.remove();
        return once(CHAT_PATHS.authenticate, d, RETRY_POLICIES.authentication);
      },
    );
  }

  /**
   * A token for the centre, stored; "authentication once". In a group of tabs the leader's
   * answer is shared (shared-authentication.ts); `staleToken` names a token that expired.
   */
  function authenticate(staleToken: string | null = null) {
    authenticating ??= (async () => {
      try {
        const data = shareAuthentication
          ? await shareAuthentication(authenticateHere, staleToken)
          : await authenticateHere();
        // spec §4 Start-up flow 2 runs on every page load: whether history needs a code is the
        // api's answer for the visitor each time, never a guess from an earlier token.
        tokens.write(data.token, data.certification_yn === 'Y');
        return data;
      } finally {
        authenticating = null;
      }
    })();
    return authenticating;
  }

  /** Any call but crtfica: on token expired, authenticate again and try it once more (§4 step 2). */
  async function call<P extends ChatPath>(
    path: P,
    d: ChatRequest<P>,
    policy: RetryPolicy = RETRY_POLICIES.default,
  ): Promise<ChatResponseData<P>> {
    try {
      return await once(path, d, policy);
    } catch (error) {
      if (!isTokenExpired(error)) throw error;
      const stale = tokens.read();
      tokens.remove();
      await authenticate(stale);
      return once(path, d, policy);
    }
  }

  const P = CHAT_PATHS;
  type D<Path extends ChatPath> = ChatRequest<Path>;
  return {
    authenticate,
    /** §8 "realtime connection 3 times 2 s apart": the connection starts with this call. */
    realtimeInit: () => call(P.realtimeInit, {}, RETRY_POLICIES.realtimeConnection),
    /** §8 "main lookup 2 times". */
    inquiryMain: (channelNumber: number) =>
      call(P.inquiryMain, { channel_number: channelNumber }, RETRY_POLICIES.mainLookup),
    generateInquiry: (channelNumber: number, currentUrl: string) =>
      call(P.inquiryGeneration, { channel_number: channelNumber, current_url: currentUrl }),
    inquiryDetail: (inquiryNumber: number) =>
      call(P.inquiryDetail, { chat_inquiry_number: inquiryNumber }),
    messageList: (d: D<typeof P.messageList>) => call(P.messageList, d),
    sendMessage: (d: D<typeof P.messageSend>) => call(P.messageSend, d),
    fileDownloadUrl: (inquiryNumber: number, fileNumber: number) =>
      call(P.fileDownloadUrl, { chat_inquiry_number: inquiryNumber, file_number: fileNumber }),
    workflowProgress: (d: D<typeof P.workflowProgress>) => call(P.workflowProgress, d),
    workflowRollback: (d: D<typeof P.workflowRollback>) => call(P.workflowRollback, d),
    personalInfoUpdate: (d: D<typeof P.personalInfoUpdate>) => call(P.personalInfoUpdate, d),
    ageConsentUpdate: (d: D<typeof P.ageConsentUpdate>) => call(P.ageConsentUpdate, d),
    /** §4 step 3 hash authentication; §8 "2 times 1 s apart". */
    alarmParticipation: (token: string) =>
      call(P.alarmParticipation, { token }, RETRY_POLICIES.hashAuthentication),
    certificationSend: (d: D<typeof P.certificationSend>) => call(P.certificationSend, d),
    certificationVerify: (d: D<typeof P.certificationVerify>) => call(P.certificationVerify, d),
    historyList: () => call(P.historyList, {}),
    historyParticipation: (inquiryNumber: number) =>
      call(P.historyParticipation, { chat_inquiry_number: inquiryNumber }),
    /** spec §4 user.expired: the stored chat token is removed. */
    forgetToken: () => tokens.remove(),
    /** spec §4 Phone verification: the visitor of this token verified (history allowed). */
    rememberVerified: () => tokens.markVerified(),
    /**
     * Whether this token's visitor is verified (crtfica's certification_yn, or a verification
     * since), so the history list may be asked for.
     */
    isVerified: () => tokens.isVerified(),
  };
}

function isTokenExpired(error: unknown): boolean {
  return isChatCallError(error) && error.error.code === TOKEN_EXPIRED_CODE;
}
