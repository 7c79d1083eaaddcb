// The conversation: the visitor's messages on the left, counsellors' on the right, the
// system's notices in the middle; images shown, other files named (links are signed and
// short-lived, so each fetch of the messages brings fresh ones).
import { SENDER_TYPES } from '@lawfirm/api-client/chat-core';
import type { ChatFile, ChatMessage } from '@lawfirm/api-client/chat-core';
import { useEffect, useRef } from 'react';

import { clockTime } from '../inbox/inquiry-format';

const SIDE: Record<string, 'visitor' | 'operator' | 'system'> = {
  [SENDER_TYPES.customer]: 'visitor',
  [SENDER_TYPES.operator]: 'operator',
  [SENDER_TYPES.macro]: 'operator',
};

const sizeText = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)}KB` : `${(bytes / 1024 / 1024).toFixed(1)}MB`;

function FilePart({ file }: { file: ChatFile }) {
  if (file.type === 'image' && (file.thumbnail_url ?? file.original_url)) {
    return (
      <a href={file.original_url ?? file.thumbnail_url ?? '#'} target="_blank" rel="noreferrer">
        <img
          className="bo-message__image"
          src={file.thumbnail_url ?? file.original_url ?? ''}
          alt={file.name}
        />
      </a>
    );
  }
  const label = `${file.name} (${sizeText(file.size)})`;
  return file.original_url ? (
    <a className="bo-message__file" href={file.original_url} target="_blank" rel="noreferrer">
      {label}
    </a>
  ) : (
    <span className="bo-message__file">{label}</span>
  );
}

export function Conversation({
  messages,
  error,
  operatorId,
}: {
  messages: ChatMessage[] | undefined;
  error: Error | null;
  operatorId: number | undefined;
}) {
  const end = useRef<HTMLLIElement>(null);
  const count = messages?.length ?? 0;
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [count]);
  if (error) {
    return (
      <p className="bo-error" role="alert">
        {error.message}
      </p>
    );
  }
  if (!messages) return <p className="bo-empty">대화를 불러오는 중…</p>;
  return (
    // It scrolls on its own inside the page: focusable, so the keyboard scrolls it too.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- axe scrollable-region-focusable
    <ol className="bo-conversation" aria-label="대화 내용" aria-live="polite" tabIndex={0}>
      {messages.map((message) => {
        const side = SIDE[message.sender_type] ?? 'system';
        const own = side === 'operator' && message.user_key === `operator-${operatorId}`;
        return (
          <li
            key={message.message_number}
            className="bo-message"
            data-side={side}
            data-own={own || undefined}
          >
            {side !== 'system' && (
              <span className="bo-message__sender">
                {side === 'visitor' ? '방문자' : (message.sender_name ?? '상담사')}
              </span>
            )}
            <div className="bo-message__bubble">
              {message.plain_text && <p className="bo-message__text">{message.plain_text}</p>}
              {message.files?.map((file) => (
                <FilePart key={file.file_number} file={file} />
              ))}
            </div>
            <time className="bo-message__time" dateTime={message.created_at}>
              {clockTime(message.created_at)}
              {message.message_status === 'UPDATED' ? ' · 수정됨' : ''}
            </time>
          </li>
        );
      })}
      <li ref={end} className="bo-conversation__end" aria-hidden="true" />
    </ol>
  );
}
