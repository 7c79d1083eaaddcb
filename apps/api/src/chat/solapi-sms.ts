// A real Korean SMS provider behind the SmsSender interface (spec/chat-widget.md §4 Phone
// verification): SOLAPI's message API (v4 "send"), chosen because it takes a plain JSON request
// with an HMAC-signed header (no SDK, no IP registration for testing) and serves every Korean
// carrier. Settings: SMS_PROVIDER "solapi", SOLAPI_API_KEY, SOLAPI_API_SECRET and SMS_SENDER_NUMBER
// (a number registered with SOLAPI, as the law requires for senders). SOLAPI_BASE_URL points it
// elsewhere in tests.
import { createHmac, randomBytes } from 'node:crypto';

import type { SmsSender } from './sms-sender';

export const SOLAPI_DEFAULT_BASE_URL = 'https://api.solapi.com';
export const SOLAPI_SEND_PATH = '/messages/v4/send';
/** How long a send may take before it counts as failed (the chat answers E000800001). */
export const SOLAPI_TIMEOUT_MS = 10_000;

export interface SolapiSettings {
  apiKey: string;
  apiSecret: string;
  /** The registered sender number, digits only. */
  senderNumber: string;
  baseUrl?: string;
  now?: () => Date;
}

/** SOLAPI's authorization: HMAC-SHA256 of date + salt with the API secret, hex. */
export function solapiAuthorization(
  apiKey: string,
  apiSecret: string,
  date: string,
  salt: string,
): string {
  const signature = createHmac('sha256', apiSecret)
    .update(date + salt)
    .digest('hex');
  return `HMAC-SHA256 apiKey=${apiKey}, date=${date}, salt=${salt}, signature=${signature}`;
}

export function createSolapiSmsSender({
  apiKey,
  apiSecret,
  senderNumber,
  baseUrl = SOLAPI_DEFAULT_BASE_URL,
  now = () => new Date(),
}: SolapiSettings): SmsSender {
  const url = new URL(SOLAPI_SEND_PATH, baseUrl);
  return {
    async send(to, text) {
      const date = now().toISOString();
      const salt = randomBytes(16).toString('hex');
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          authorization: solapiAuthorization(apiKey, apiSecret, date, salt),
          'content-type': 'application/json',
        },
        body: JSON.stringify({ message: { to, from: senderNumber, text } }),
        signal: AbortSignal.timeout(SOLAPI_TIMEOUT_MS),
      });
      if (!response.ok) {
        const detail = await response.text().catch(() => '');
        // The answer names the reason (e.g. an unregistered sender); never the message text.
        throw new Error(`SOLAPI answered ${response.status}: ${detail.slice(0, 300)}`);
      }
    },
  };
}
