// The inbox: tabs by state, the list of the chosen tab (kept current by the feed), and the
// open inquiry beside it.
import { Link, Outlet, useParams, useSearch } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';

import { fetchInquiries, queryKeys } from '../api/operator-queries';
import { INBOX_TABS, inquiriesOfTab, tabQuery } from '../inbox/inbox-tabs';
import { InquiryRow } from './inquiry-row';
import { useDocumentTitle } from './use-document-title';

export function InboxPage() {
  const { tab } = useSearch({ from: '/console/inbox' });
  const params = useParams({ strict: false });
  const open = params.inquiryNumber === undefined ? null : Number(params.inquiryNumber);
  const query = tabQuery(tab);
  const list = useQuery({
    queryKey: queryKeys.inquiries(query),
    queryFn: ({ signal }) => fetchInquiries(query, signal),
  });
  const label = INBOX_TABS.find((item) => item.id === tab)?.label ?? '';
  useDocumentTitle(`상담함 · ${label}`);
  const inquiries = list.data ? inquiriesOfTab(tab, list.data.inquiries) : [];

  return (
    <main className="bo-inbox">
      <section className="bo-inbox__list" aria-labelledby="inbox-title">
        <h1 id="inbox-title" className="bo-inbox__title">
          채팅 상담함
        </h1>
        <nav className="bo-tabs" aria-label="상담 상태">
          {INBOX_TABS.map((item) => (
            <Link
              key={item.id}
              to="/"
              search={{ tab: item.id }}
              className="bo-tabs__tab"
              aria-current={item.id === tab ? 'page' : undefined}
            >
              {item.label}
            </Link>
          ))}
        </nav>
        {list.isPending && <p className="bo-empty">불러오는 중…</p>}
        {list.isError && (
          <p className="bo-error" role="alert">
            {list.error.message}
          </p>
        )}
        {list.isSuccess && inquiries.length === 0 && (
          <p className="bo-empty">{label} 상담이 없습니다.</p>
        )}
        {inquiries.length > 0 && (
          <ul className="bo-inquiry-list" aria-label={`${label} 상담 ${inquiries.length}건`}>
            {inquiries.map((inquiry) => (
              <InquiryRow
                key={inquiry.chat_inquiry_number}
                inquiry={inquiry}
                tab={tab}
                current={inquiry.chat_inquiry_number === open}
              />
            ))}
          </ul>
        )}
      </section>
      <div className="bo-inbox__detail">
        <Outlet />
      </div>
    </main>
  );
}
