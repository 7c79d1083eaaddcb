import { FILE_KINDS } from '@lawfirm/api-client/chat-core';
import type { ChatMessage, InquiryMain } from '@lawfirm/api-client/chat-core';
import { useState } from 'react';

import { BADGE_MAX_COUNT } from '../constants';
import { channelNameOf } from '../conversation/conversation-header';
import { Icon } from '../conversation/icon';
import { isFileNamesOnly } from '../conversation/message-item';
import { NOTICE_TEXTS as TEXTS } from '../texts';

/** One line of a message for the notice: its text, else what it carries. */
export function previewText(message: ChatMessage): string {
  const files = message.files ?? [];
  const text = message.plain_text.replace(/\s+/g, ' ').trim();
  if (text && !isFileNamesOnly(message.plain_text, files)) return text;
  if (files.length > 0) {
    return files.every((file) => file.type === FILE_KINDS.image) ? TEXTS.imageSent : TEXTS.fileSent;
  }
  return TEXTS.newMessage;
}

export interface LauncherNoticeProps {
  /** What came while the panel was closed, oldest first. */
  unread: readonly ChatMessage[];
  main: InquiryMain | null;
  onOpen(): void;
}

/**
 * Beyond the spec, as Chatwoot and Papercups do: while the panel is closed, the launcher
 * carries the count of messages that came and a one-line preview of the newest, read out
 * politely. The preview can be dismissed (until the next message); the count stays.
 */
export function LauncherNotice({ unread, main, onOpen }: LauncherNoticeProps) {
  const [dismissed, setDismissed] = useState<number | null>(null);
  const latest = unread.at(-1);
  const from = channelNameOf(main);
  const text = latest ? previewText(latest) : '';
  const count = unread.length;
  return (
    <>
      {/* Always present, so that a screen reader hears what changes in it. */}
      <p className="cv-visually-hidden" role="status">
        {latest ? TEXTS.announce(count, from, text) : ''}
      </p>
      {count > 0 && (
        <span className="ln-count" aria-hidden="true" data-wide={count > 9 || undefined}>
          {count > BADGE_MAX_COUNT ? `${BADGE_MAX_COUNT}+` : count}
        </span>
      )}
      {latest && dismissed !== latest.message_number && (
        <div className="ln-card">
          {/* Named by what it shows (WCAG 2.5.3), then what it does; the spaces keep the
              parts apart in the name, and a flex box draws none of them. */}
          <button type="button" className="ln-open" onClick={onOpen}>
            <span className="ln-from">{from}</span> <span className="ln-text">{text}</span>{' '}
            <span className="cv-visually-hidden">{TEXTS.open}</span>
          </button>
          <button
            type="button"
            className="ln-dismiss"
            aria-label={TEXTS.dismiss}
            onClick={() => setDismissed(latest.message_number)}
          >
            <Icon size={16} strokeWidth={2.2}>
              <path d="M6 6l12 12M18 6 6 18" />
            </Icon>
          </button>
        </div>
      )}
    </>
  );
}
