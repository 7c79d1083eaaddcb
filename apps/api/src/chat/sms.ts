// Where verification codes go. The api talks to an SmsSender: the local outbox, which keeps
// the latest messages in memory (tests and operators read codes from it) and logs them, so the
// product can be tried without a provider; or SOLAPI, a Korean provider. Outside production the
// outbox is the default. In production a code must not be readable, so the outbox runs only
// when SMS_PROVIDER=outbox chooses it on purpose (`npm start`, a demo); otherwise, without a
// provider, every send fails.
import type { Settings } from '../settings';
import type { SmsSender } from './sms-sender';
import { createSolapiSmsSender } from './solapi-sms';

export interface SmsMessage {
  to: string;
  text: string;
  sentAt: Date;
}

export interface DevelopmentOutbox extends SmsSender {
  readonly messages: readonly SmsMessage[];
  /** The newest message to a phone, if any. */
  latest(to: string): SmsMessage | undefined;
}

/** Messages the outbox keeps: the oldest go first, so a long-running demo stays small. */
export const OUTBOX_MAX_MESSAGES = 1000;

export function createDevelopmentOutbox(log?: (line: string) => void): DevelopmentOutbox {
  const messages: SmsMessage[] = [];
  return {
    messages,
    async send(to, text) {
      messages.push({ to, text, sentAt: new Date() });
      if (messages.length > OUTBOX_MAX_MESSAGES) messages.shift();
      log?.(`SMS outbox to ${to}: ${text}`);
    },
    latest: (to) => messages.findLast((message) => message.to === to),
  };
}

export function isDevelopmentOutbox(sender: SmsSender): sender is DevelopmentOutbox {
  return 'latest' in sender && 'messages' in sender;
}

export type SmsProvider = 'outbox' | 'solapi' | 'none';

/** The provider the settings choose: SMS_PROVIDER, else the outbox outside production. */
export function smsProviderOf(settings: Pick<Settings, 'NODE_ENV' | 'SMS_PROVIDER'>): SmsProvider {
  return settings.SMS_PROVIDER ?? (settings.NODE_ENV === 'production' ? 'none' : 'outbox');
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
  const provider = smsProviderOf(settings);
  if (provider === 'solapi') {
    const { SOLAPI_API_KEY: apiKey, SOLAPI_API_SECRET: apiSecret } = settings;
    const senderNumber = settings.SMS_SENDER_NUMBER;
    // loadSettings refuses SMS_PROVIDER=solapi without these (settings-sms.ts).
    if (!apiKey || !apiSecret || !senderNumber) {
      throw new Error(
        'SMS_PROVIDER=solapi needs SOLAPI_API_KEY, SOLAPI_API_SECRET, SMS_SENDER_NUMBER',
      );
    }
    return createSolapiSmsSender({
      apiKey,
      apiSecret,
      senderNumber,
      ...(settings.SOLAPI_BASE_URL ? { baseUrl: settings.SOLAPI_BASE_URL } : {}),
    });
  }
  return provider === 'outbox' ? createDevelopmentOutbox(log) : NO_SMS_PROVIDER;
}
