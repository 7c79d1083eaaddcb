import { SENDER_TYPES } from '@lawfirm/api-client/chat-core';
import type { ChatFile, ChatMessage, InquiryMain } from '@lawfirm/api-client/chat-core';
import { Fragment } from 'react';

import type { OutgoingMessage } from './conversation-model';
import { CONVERSATION_TEXTS as TEXTS } from './conversation-texts';
import { dayKey, formatDateLabel } from './format';
import type { OpenImage } from './message-attachments';
import { counsellorOf, MessageItem, OutgoingItem } from './message-item';

export interface MessageListProps {
  messages: readonly ChatMessage[];
  outgoing: readonly OutgoingMessage[];
  main: InquiryMain | null;
  busy: boolean;
  /** spec §4 age check: the 14-or-older agreement is not given yet, so no form can be filled. */
  ageLocked: boolean;
  onDownload(file: ChatFile): void;
  onOpenImage: OpenImage;
  onRetry(clientMessageId: string): void;
  onSavePersonalInfo(messageNumber: number, name: string, phone: string): Promise<boolean>;
}

type Entry =
  | { kind: 'stored'; key: string; at: string | number; message: ChatMessage }
  | { kind: 'outgoing'; key: string; at: string | number; message: OutgoingMessage };

/**
 * The messages in a `role="log"` live region, polite, so new ones are read out as they come,
 * with a Korean date separator before the first message of each day (spec §2).
 */
export function MessageList({
  messages,
  outgoing,
  main,
  busy,
  ageLocked,
  onDownload,
  onOpenImage,
  onRetry,
  onSavePersonalInfo,
}: MessageListProps) {
  const entries: Entry[] = [
    ...messages.map((message): Entry => ({
      kind: 'stored',
      key: `m${message.message_number}`,
      at: message.created_at,
      message,
    })),
    ...outgoing.map((message): Entry => ({
      kind: 'outgoing',
      key: `o${message.clientMessageId}`,
      at: message.createdAt,
      message,
    })),
  ];

  let previousDay: string | null = null;
  // Who the last message on the left was from: a new run starts with its sender's name.
  let previousSender: string | null = null;
  return (
    <div role="log" aria-live="polite" aria-label={TEXTS.log}>
      <ol className="cv-log">
        {entries.map((entry) => {
          const day = dayKey(entry.at);
          const newDay = day !== previousDay;
          previousDay = day;
          const sender =
            entry.kind === 'stored' && entry.message.sender_type !== SENDER_TYPES.customer
              ? (counsellorOf(entry.message) ?? '')
              : null;
          const showSender = sender !== null && (sender !== previousSender || newDay);
          previousSender = sender;
          return (
            <Fragment key={entry.key}>
              {newDay && (
                <li className="cv-date">
                  <span>{formatDateLabel(entry.at)}</span>
                </li>
              )}
              {entry.kind === 'stored' ? (
                <MessageItem
                  message={entry.message}
                  main={main}
                  showSender={showSender}
                  busy={busy}
                  ageLocked={ageLocked}
                  onDownload={onDownload}
                  onOpenImage={onOpenImage}
                  onSavePersonalInfo={onSavePersonalInfo}
                />
              ) : (
                <OutgoingItem message={entry.message} onRetry={onRetry} />
              )}
            </Fragment>
          );
        })}
      </ol>
    </div>
  );
}
