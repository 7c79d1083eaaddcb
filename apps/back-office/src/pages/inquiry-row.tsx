// One inquiry in the inbox's list: who, its state, when, and its unread messages.
import type { OperatorInquiry } from '@lawfirm/api-client/operator';
import { Link } from '@tanstack/react-router';

import type { InboxTab } from '../inbox/inbox-tabs';
import { PROGRESS_LABELS, maskPhone, shortTime } from '../inbox/inquiry-format';
import { unreadOf, useUnreadStore } from '../inbox/unread-store';

export function InquiryRow({
  inquiry,
  tab,
  current,
}: {
  inquiry: OperatorInquiry;
  tab: InboxTab;
  current: boolean;
}) {
  const n = inquiry.chat_inquiry_number;
  const entry = useUnreadStore((state) => state.entries[n]);
  const unread = unreadOf(entry, inquiry.last_message_number);
  const name = inquiry.customer_name ?? '이름 미확인 방문자';
  return (
    <li>
      <Link
        to="/inquiries/$inquiryNumber"
        params={{ inquiryNumber: n }}
        search={{ tab }}
        className="bo-inquiry-row"
        aria-current={current ? 'true' : undefined}
      >
        <span className="bo-inquiry-row__top">
          <span className="bo-inquiry-row__name">{name}</span>
          <time className="bo-inquiry-row__time" dateTime={inquiry.created_at}>
            {shortTime(inquiry.created_at)}
          </time>
        </span>
        <span className="bo-inquiry-row__bottom">
          <span className="bo-inquiry-row__meta">
            #{n} · {PROGRESS_LABELS[inquiry.chat_inquiry_progress_code]}
            {inquiry.manager_name ? ` · ${inquiry.manager_name}` : ''}
            {inquiry.cell_phone_number ? ` · ${maskPhone(inquiry.cell_phone_number)}` : ''}
          </span>
          {unread.unread && (
            <span className="bo-badge">
              {unread.count > 0 ? (
                <>
                  {unread.count}
                  <span className="bo-visually-hidden">개의 읽지 않은 메시지</span>
                </>
              ) : (
                '새 메시지'
              )}
            </span>
          )}
        </span>
      </Link>
    </li>
  );
}
