// Where the chat's verification codes go (spec/chat-widget.md §4 Phone verification).
import { z } from 'zod';

import { optional, oneOf, origin } from './settings-fields';

export const smsSettings = {
  /**
   * Where verification codes go: `outbox` (kept in memory, logged and readable by operators at
   * GET /chatops/dev/sms-outbox; in production only when chosen here, as `npm start` does) or
   * `solapi` (a Korean SMS provider, chat/solapi-sms.ts). Unset: the outbox outside production,
   * and no provider in production (a send then answers E000800001).
   */
  SMS_PROVIDER: optional(oneOf(['outbox', 'solapi'] as const)),
  SOLAPI_API_KEY: optional(z.string().min(1)),
  SOLAPI_API_SECRET: optional(z.string().min(1)),
  SOLAPI_BASE_URL: optional(origin),
  /** The sender number registered with the SMS provider. */
  SMS_SENDER_NUMBER: optional(z.string().regex(/^\d{8,11}$/, 'must be 8 to 11 digits')),
};

type SmsSettings = z.output<z.ZodObject<typeof smsSettings>>;

export function checkSmsSettings(settings: SmsSettings, context: z.RefinementCtx): void {
  if (settings.SMS_PROVIDER === 'solapi') {
    for (const name of ['SOLAPI_API_KEY', 'SOLAPI_API_SECRET', 'SMS_SENDER_NUMBER'] as const) {
      if (!settings[name]) {
        context.addIssue({
          code: 'custom',
          path: [name],
          message: "is required when SMS_PROVIDER is 'solapi'",
        });
      }
    }
  }
}
