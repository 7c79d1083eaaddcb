// One inquiry: who and where, the actions (assign, unassign, close), the conversation (live
// through the feed, which follows this inquiry while it is open) and the reply box.
import { INQUIRY_STATES } from '@lawfirm/api-client/chat-core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useEffect } from 'react';

import { fetchInquiry, fetchMessages, queryKeys } from '../api/operator-queries';
import { useFeedStore } from '../feed/feed-store';
import { useUnreadStore } from '../inbox/unread-store';
import { useSessionStore } from '../session/session-store';
import { Conversation } from './conversation';
import { InquiryActions } from './inquiry-actions';
import { InquiryFacts } from './inquiry-facts';
import { ReplyBox } from './reply-box';

export function InquiryView() {
  const { inquiryNumber: n } = useParams({ from: '/console/inbox/inquiries/$inquiryNumber' });
  const operatorId = useSessionStore((state) => state.session?.operator.operator_id);
  const inquiry = useQuery({
    queryKey: queryKeys.inquiry(n),
    queryFn: ({ signal }) => fetchInquiry(n, signal),
  });
  const messages = useQuery({
    queryKey: queryKeys.messages(n),
    queryFn: ({ signal }) => fetchMessages(n, signal),
  });

  useEffect(() => {
    useFeedStore.getState().watch(n);
    return () => useFeedStore.getState().watch(null);
  }, [n]);

  const last = messages.data?.at(-1)?.message_number;
  useEffect(() => {
    if (last !== undefined) useUnreadStore.getState().seen(n, last);
  }, [n, last]);

  if (inquiry.isPending) return <p className="bo-empty">불러오는 중…</p>;
  if (inquiry.isError) {
    return (
      <p className="bo-error" role="alert">
        {inquiry.error.message}
      </p>
    );
  }
  const data = inquiry.data;
  const closed = data.chat_inquiry_state_code === INQUIRY_STATES.closed;
  const mine = data.assigned_operator_id === operatorId;
  return (
    <section className="bo-inquiry" aria-labelledby="inquiry-title">
      <header className="bo-inquiry__header">
        <InquiryFacts inquiry={data} />
        <InquiryActions inquiry={data} mine={mine} closed={closed} />
      </header>
      <Conversation messages={messages.data} error={messages.error} operatorId={operatorId} />
      {closed ? (
        <p className="bo-reply-note">종료된 상담입니다.</p>
      ) : mine ? (
        <ReplyBox inquiryNumber={n} />
      ) : (
        <p className="bo-reply-note">
          {data.assigned_operator_id === null
            ? '배정받으면 답변할 수 있습니다.'
            : `${data.manager_name ?? '다른 상담사'}님이 담당하고 있습니다.`}
        </p>
      )}
    </section>
  );
}
