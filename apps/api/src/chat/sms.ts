// Where verification codes go. The api talks to an SmsSender; outside production it is the
// development outbox, which keeps every message in memory (tests read the code from it) and
// logs it, so the product can be tried without a provider. Production refuses the outbox: a
// code must never be readable there. A real Korean SMS provider adapter plugs in here.
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
