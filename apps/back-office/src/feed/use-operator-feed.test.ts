// What each feed event does to the console's data: lists fetched again, the open conversation
// given its new message at once, unread counts for the others.
import type { ChatMessage } from '@lawfirm/api-client/chat-core';
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';

import { queryKeys } from '../api/operator-queries';
import { useUnreadStore } from '../inbox/unread-store';
import { handleFeedEvent } from './use-operator-feed';

const message = (n: number, inquiry: number) =>
  ({ message_number: n, inquiry_number: inquiry, plain_text: `m${n}` }) as ChatMessage;

describe('handleFeedEvent', () => {
  let client: QueryClient;
  const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;

  beforeEach(() => {
    client = new QueryClient();
    client.setQueryData(queryKeys.inquiries({ mine: 'Y' }), { inquiries: [] });
    client.setQueryData(queryKeys.inquiry(4), {});
    client.setQueryData(queryKeys.messages(4), [message(10, 4)]);
    useUnreadStore.getState().reset();
  });

  it('fetches every list and the open inquiry again on feed.ready', () => {
    handleFeedEvent(client, { event: 'feed.ready', data: '{"watched":[4]}' }, 4);
    expect(stale(queryKeys.inquiries({ mine: 'Y' }))).toBe(true);
    expect(stale(queryKeys.inquiry(4))).toBe(true);
    expect(stale(queryKeys.messages(4))).toBe(true);
  });

  it('puts a message of the open inquiry into its conversation, once and in order', () => {
    const data = JSON.stringify({ message: message(11, 4) });
    handleFeedEvent(client, { event: 'message.created', data }, 4);
    handleFeedEvent(client, { event: 'message.created', data }, 4);
    expect(
      client.getQueryData<ChatMessage[]>(queryKeys.messages(4))?.map((m) => m.message_number),
    ).toEqual([10, 11]);
    expect(stale(queryKeys.messages(4))).toBe(false);
  });

  it('counts a message elsewhere as unread and fetches the lists again', () => {
    const data = JSON.stringify({ chat_inquiry_number: 7, cause: 'message.created' });
    handleFeedEvent(client, { event: 'inquiry.changed', data }, 4);
    handleFeedEvent(client, { event: 'inquiry.changed', data }, 4);
    expect(useUnreadStore.getState().entries[7]?.count).toBe(2);
    expect(stale(queryKeys.inquiries({ mine: 'Y' }))).toBe(true);
    // The open inquiry's own messages come through message.created, not as unread.
    handleFeedEvent(
      client,
      {
        event: 'inquiry.changed',
        data: JSON.stringify({ chat_inquiry_number: 4, cause: 'message.created' }),
      },
      4,
    );
    expect(useUnreadStore.getState().entries[4]).toBeUndefined();
  });

  it('fetches the open conversation again when it changed otherwise (assigned, closed)', () => {
    const data = JSON.stringify({ chat_inquiry_number: 4, cause: 'inquiry.closed' });
    handleFeedEvent(client, { event: 'inquiry.changed', data }, 4);
    expect(stale(queryKeys.inquiry(4))).toBe(true);
    expect(stale(queryKeys.messages(4))).toBe(true);
  });

  it('ignores data that is not JSON', () => {
    expect(() =>
      handleFeedEvent(client, { event: 'inquiry.changed', data: 'not json' }, null),
    ).not.toThrow();
  });
});
