// The console's one feed connection while signed in: on feed.ready (the first event of every
// connection, after which nothing is missed) every list is fetched again; on inquiry.changed
// that inquiry and the lists; a message of the open inquiry goes straight into its
// conversation; a message elsewhere counts as unread.
import type { ChatMessage } from '@lawfirm/api-client/chat-core';
import { OPERATOR_FEED_EVENTS, OPERATOR_PATHS } from '@lawfirm/api-client/operator';
import { useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

import { mergeMessages, queryKeys } from '../api/operator-queries';
import { useUnreadStore } from '../inbox/unread-store';
import { currentToken, useSessionStore } from '../session/session-store';
import { connectFeed } from './feed-connection';
import type { FeedConnection } from './feed-connection';
import { useFeedStore } from './feed-store';
import type { FeedEvent } from './sse-parser';

function parseData(data: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(data);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function handleFeedEvent(client: QueryClient, event: FeedEvent, watched: number | null) {
  const data = parseData(event.data);
  if (event.event === OPERATOR_FEED_EVENTS.ready) {
    void client.invalidateQueries({ queryKey: queryKeys.allInquiries });
    if (watched !== null) {
      void client.invalidateQueries({ queryKey: queryKeys.inquiry(watched) });
      void client.invalidateQueries({ queryKey: queryKeys.messages(watched) });
    }
    return;
  }
  if (event.event === OPERATOR_FEED_EVENTS.inquiryChanged) {
    const n = Number(data.chat_inquiry_number);
    void client.invalidateQueries({ queryKey: queryKeys.allInquiries });
    void client.invalidateQueries({ queryKey: queryKeys.inquiry(n) });
    if (data.cause === 'message.created' && n !== watched) {
      useUnreadStore.getState().messageArrived(n);
    }
    if (n === watched && data.cause !== 'message.created') {
      void client.invalidateQueries({ queryKey: queryKeys.messages(n) });
    }
    return;
  }
  if (event.event === 'message.created' && watched !== null) {
    const message = data.message as ChatMessage | undefined;
    if (message?.inquiry_number === watched) {
      client.setQueryData<ChatMessage[]>(queryKeys.messages(watched), (current = []) =>
        mergeMessages(current, [message]),
      );
    }
    return;
  }
  if (watched !== null && event.event.startsWith('message.')) {
    void client.invalidateQueries({ queryKey: queryKeys.messages(watched) });
  }
}

export function useOperatorFeed(): void {
  const client = useQueryClient();
  const watched = useFeedStore((state) => state.watched);
  const watchedRef = useRef(watched);
  const connection = useRef<FeedConnection | null>(null);

  useEffect(() => {
    const feed = connectFeed({
      url: () => {
        const n = watchedRef.current;
        return n === null ? OPERATOR_PATHS.events : `${OPERATOR_PATHS.events}?watch=${n}`;
      },
      token: currentToken,
      onEvent: (event) => handleFeedEvent(client, event, watchedRef.current),
      onSessionOver: () => useSessionStore.getState().signOut('expired'),
      onStatus: (status) => useFeedStore.getState().setStatus(status),
    });
    connection.current = feed;
    return () => {
      feed.close();
      connection.current = null;
    };
  }, [client]);

  useEffect(() => {
    if (watchedRef.current === watched) return;
    watchedRef.current = watched;
    connection.current?.restart();
  }, [watched]);
}
