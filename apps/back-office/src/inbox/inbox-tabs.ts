// The inbox's tabs: which inquiries each shows, and how each asks the api
// (GET /chatops/inquiries takes state and mine=Y; the rest is filtered here).
import { INQUIRY_STATES } from '@lawfirm/api-client/chat-core';
import type { OperatorInquiry } from '@lawfirm/api-client/operator';

export type InboxTab = 'unassigned' | 'mine' | 'open' | 'closed';

export const INBOX_TABS: ReadonlyArray<{ id: InboxTab; label: string }> = [
  { id: 'unassigned', label: '미배정' },
  { id: 'mine', label: '내 상담' },
  { id: 'open', label: '진행 중 전체' },
  { id: 'closed', label: '종료' },
];

export const isInboxTab = (value: unknown): value is InboxTab =>
  INBOX_TABS.some((tab) => tab.id === value);

/** The list query of a tab. */
export function tabQuery(tab: InboxTab): Record<string, string> {
  if (tab === 'closed') return { state: INQUIRY_STATES.closed };
  if (tab === 'mine') return { mine: 'Y' };
  return {};
}

const isOpen = (inquiry: OperatorInquiry) =>
  inquiry.chat_inquiry_state_code !== INQUIRY_STATES.closed;

/** The inquiries of `tab` among what its query answered. */
export function inquiriesOfTab(tab: InboxTab, inquiries: OperatorInquiry[]): OperatorInquiry[] {
  switch (tab) {
    case 'unassigned':
      return inquiries.filter(
        (inquiry) => isOpen(inquiry) && inquiry.assigned_operator_id === null,
      );
    case 'mine':
    case 'open':
      return inquiries.filter(isOpen);
    case 'closed':
      return inquiries.filter((inquiry) => !isOpen(inquiry));
  }
}
