// Where verification codes go. The api talks to an SmsSender; outside production it is the
// development outbox, which keeps every message in memory (tests read the code from it) and
// logs it, so the product can be tried without a provider. Production refuses the outbox: a
// code must never be readable there. SMS_PROVIDER=solapi sends through a Korean provider.
import type { Settings } from '../settings';
import { createSolapiSmsSender } from './solapi-sms';

export interface SmsMessage {
  to: string;
  text: string;
  sentAt: Date;
}

export interface SmsSender {
  send(to: string, text: string): Promise<void>;
}

export interface DevelopmentOutbox extends SmsSender {
  readonly messages: readonly SmsMessage[];
  /** The newest message to a phone, if any. */
  latest(to: string): SmsMessage | undefined;
}

export function createDevelopmentOutbox(log?: (line: string) => void): DevelopmentOutbox {
  const messages: SmsMessage[] = [];
  return {
    messages,
    async send(to, text) {
      messages.push({ to, text, sentAt: new Date() });
      log?.(`SMS outbox (development only) to ${to}: ${text}`);
    },
    latest: (to) => messages.findLast((message) => message.to === to),
  };
}

/** Production without a provider: every send fails, and the call answers E000800001. */
export const NO_SMS_PROVIDER: SmsSender = {
  async send() {
    throw new Error('no SMS provider is configured for production');
  },
};

/** The sender the settings choose (SMS_PROVIDER); see settings.ts for the rules. */
export function smsSenderOf(
  settings: Pick<
    Settings,
    | 'NODE_ENV'
    | 'SMS_PROVIDER'
    | 'SOLAPI_API_KEY'
    | 'SOLAPI_API_SECRET'
    | 'SOLAPI_BASE_URL'
    | 'SMS_SENDER_NUMBER'
  >,
  log: (line: string) => void,
): SmsSender {
  if (settings.SMS_PROVIDER === 'solapi') {
    return createSolapiSmsSender({
      apiKey: settings.SOLAPI_API_KEY!,
      apiSecret: settings.SOLAPI_API_SECRET!,
      senderNumber: settings.SMS_SENDER_NUMBER!,
      ...(settings.SOLAPI_BASE_URL ? { baseUrl: settings.SOLAPI_BASE_URL } : {}),
    });
  }
  if (settings.SMS_PROVIDER === 'outbox' || settings.NODE_ENV !== 'production') {
    return createDevelopmentOutbox(log);
  }
  return NO_SMS_PROVIDER;
}
