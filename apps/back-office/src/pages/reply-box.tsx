// The reply box: Enter sends, Shift+Enter starts a new line (and Enter while a Korean syllable
// is being composed only ends the composition). Each message has its own client_message_id,
// kept for a retry of the same text, so a reply resent after a lost answer is stored once.
import { Button } from '@lawfirm/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '@lawfirm/api-client/chat-core';
import { useId, useRef, useState } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';

import { mergeMessages, queryKeys, sendReply } from '../api/operator-queries';

export function ReplyBox({ inquiryNumber }: { inquiryNumber: number }) {
  const client = useQueryClient();
  const [text, setText] = useState('');
  const pendingId = useRef<string | null>(null);
  const hintId = useId();
  const send = useMutation({
    mutationFn: ({ body, id }: { body: string; id: string }) => sendReply(inquiryNumber, body, id),
    onSuccess: (message) => {
      pendingId.current = null;
      setText('');
      client.setQueryData<ChatMessage[]>(queryKeys.messages(inquiryNumber), (current = []) =>
        mergeMessages(current, [message]),
      );
    },
  });

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!text.trim() || send.isPending) return;
    pendingId.current ??= crypto.randomUUID();
    send.mutate({ body: text, id: pendingId.current });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <form className="bo-reply" onSubmit={submit}>
      <label className="bo-visually-hidden" htmlFor={`reply-${inquiryNumber}`}>
        답변 입력
      </label>
      <textarea
        id={`reply-${inquiryNumber}`}
        className="bo-reply__input"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          pendingId.current = null;
        }}
        onKeyDown={onKeyDown}
        rows={3}
        placeholder="답변을 입력하세요"
        aria-describedby={hintId}
      />
      <div className="bo-reply__bar">
        <span id={hintId} className="bo-reply__hint">
          Enter 전송 · Shift+Enter 줄바꿈
        </span>
        {send.isError && (
          <span className="bo-error" role="alert">
            {send.error.message}
          </span>
        )}
        <Button type="submit" size="sm" disabled={!text.trim() || send.isPending}>
          전송
        </Button>
      </div>
    </form>
  );
}
