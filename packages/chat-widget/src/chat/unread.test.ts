import { SENDER_TYPES } from '@lawfirm/api-client/chat-core';
import { describe, expect, it } from 'vitest';

import { INQUIRY, message } from './test-support/chat-fixtures';
import { seenMarkOf, unreadMessages } from './unread';

const countUnread = (...args: Parameters<typeof unreadMessages>) => unreadMessages(...args).length;

describe('unread count', () => {
  const seen = seenMarkOf(INQUIRY, [message(1), message(2)]);

  it('counts the operator, bot and system messages after the last one seen', () => {
    const messages = [
      message(1),
      message(2),
      message(3, { sender_type: SENDER_TYPES.operator }),
      message(4, { sender_type: SENDER_TYPES.customer }),
      message(5, { sender_type: SENDER_TYPES.bot }),
      message(6, { sender_type: SENDER_TYPES.system }),
    ];
    expect(countUnread(seen, INQUIRY, messages)).toBe(3);
    // The newest of them last: the launcher's preview shows it.
    expect(unreadMessages(seen, INQUIRY, messages).at(-1)?.message_number).toBe(6);
  });

  it('is 0 when nothing came', () => {
    expect(countUnread(seen, INQUIRY, [message(1), message(2)])).toBe(0);
  });

  it('counts all of an inquiry the visitor has not seen', () => {
    expect(countUnread(seen, INQUIRY + 1, [message(1, { inquiry_number: INQUIRY + 1 })])).toBe(1);
  });

  it('marks an empty conversation as seen up to 0', () => {
    expect(seenMarkOf(null, [])).toEqual({ inquiryNumber: null, messageNumber: 0 });
  });
});
