// DESIGN.md §6: the inquiries as operators see them (the visitor's number in full, the
// manager's name), pages of them, and the checks every operator action makes first: the
// inquiry exists, is open, and is the operator's own.
import { INQUIRY_STATES } from '@lawfirm/api-client/chat';
import { OPERATOR_INQUIRY_PAGE_SIZE } from '@lawfirm/api-client/operator';
import type { InquiryState } from '@lawfirm/api-client/chat';
import type { OperatorInquiry } from '@lawfirm/api-client/operator';

import type { Db } from '../db/create-database';
import { findInquiry, findInquiryPage } from '../db/queries/chat-inquiry-queries';
import { findOperatorNames } from '../db/queries/chat-operator-queries';
import { findVisitorKey } from '../db/queries/chat-visitor-queries';
import type { ChatInquiryRow } from '../db/schema';
import { ChatError, foundOr } from './chat-error';
import type { OperatorPrincipal } from './operator-sign-in';
import { pageOf } from './paging';

async function namesOf(db: Db, ids: Array<number | null>): Promise<Map<number, string>> {
  return findOperatorNames(db, [...new Set(ids.filter((id): id is number => id !== null))]);
}

function operatorInquiryOf(inquiry: ChatInquiryRow, names: Map<number, string>): OperatorInquiry {
  return {
    chat_inquiry_number: inquiry.chatInquiryNumber,
    channel_number: inquiry.channelNumber,
    chat_inquiry_state_code: inquiry.stateCode,
    chat_inquiry_progress_code: inquiry.progressCode,
    customer_name: inquiry.customerName,
    cell_phone_number: inquiry.cellPhoneNumber,
    assigned_operator_id: inquiry.assignedOperatorId,
    manager_name:
      inquiry.assignedOperatorId === null ? null : (names.get(inquiry.assignedOperatorId) ?? null),
    current_url: inquiry.currentUrl,
    last_message_number: inquiry.lastMessageNumber,
    created_at: inquiry.createdAt.toISOString(),
    closed_at: inquiry.closedAt?.toISOString() ?? null,
  };
}

export async function presentInquiry(db: Db, inquiry: ChatInquiryRow): Promise<OperatorInquiry> {
  return operatorInquiryOf(inquiry, await namesOf(db, [inquiry.assignedOperatorId]));
}

/**
 * A page of inquiries, newest first, by state, channel, or the operator's own. Pages are cut by
 * inquiry number (older than `before_inquiry_number`), so a new inquiry arriving while an
 * operator pages through does not shift what the next page holds.
 */
export async function listInquiries(
  db: Db,
  operator: OperatorPrincipal,
  filter: {
    state?: InquiryState;
    channel_number?: number;
    mine?: 'Y' | 'N';
    before_inquiry_number?: number;
    size?: number;
  },
): Promise<{ inquiries: OperatorInquiry[]; next_page_yn: 'Y' | 'N' }> {
  const size = filter.size ?? OPERATOR_INQUIRY_PAGE_SIZE.default;
  const rows = await findInquiryPage(
    db,
    {
      state: filter.state,
      channelNumber: filter.channel_number,
      assignedOperatorId: filter.mine === 'Y' ? operator.operatorId : undefined,
      beforeInquiryNumber: filter.before_inquiry_number,
    },
    // One more than the page: whether it exists says if there is a next page.
    size + 1,
  );
  const page = pageOf(rows, size);
  const names = await namesOf(
    db,
    page.rows.map((row) => row.assignedOperatorId),
  );
  return {
    inquiries: page.rows.map((row) => operatorInquiryOf(row, names)),
    next_page_yn: page.next_page_yn,
  };
}

/** The visitor key of the inquiry's visitor: where its previews go (inquiry.preview.updated). */
export async function visitorKeyOf(db: Db, inquiry: ChatInquiryRow): Promise<string> {
  return foundOr(
    await findVisitorKey(db, inquiry.visitorId),
    'E000600001',
    `inquiry ${inquiry.chatInquiryNumber} has no visitor`,
  );
}

export async function inquiryOf(db: Db, inquiryNumber: number): Promise<ChatInquiryRow> {
  return foundOr(await findInquiry(db, inquiryNumber), 'E000600001', `no inquiry ${inquiryNumber}`);
}

/** E000500002 unless the operator is the inquiry's manager (its assigned operator). */
export function requireManager(inquiry: ChatInquiryRow, operator: OperatorPrincipal) {
  if (inquiry.assignedOperatorId !== operator.operatorId) {
    throw new ChatError(
      'E000500002',
      `inquiry ${inquiry.chatInquiryNumber} is not assigned to operator ${operator.operatorId}`,
    );
  }
}

/** `code` when the inquiry is closed. */
export function requireOpen(
  inquiry: ChatInquiryRow,
  code: 'E001300008' | 'E000600005' | 'E000600008',
) {
  if (inquiry.stateCode === INQUIRY_STATES.closed) {
    throw new ChatError(code, `inquiry ${inquiry.chatInquiryNumber} is closed`);
  }
}
