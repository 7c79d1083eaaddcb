// DESIGN.md §6: an operator takes (assigns) an inquiry before acting on it; only the assigned
// operator ("the manager", spec §8 E0005) shows typing, leaves it, closes it or sends it a
// follow-up link. Each change the visitor sees is a notice or an event; the routes announce them.
import { INQUIRY_PROGRESS, INQUIRY_STATES } from '@lawfirm/api-client/chat';

import type { Db } from '../db/create-database';
import { updateInquiry } from '../db/queries/chat-inquiry-queries';
import type { ChatInquiryRow, ChatMessageRow } from '../db/schema';
import { OPERATOR_NOTICES } from './chat-constants';
import { ChatError, foundOr } from './chat-error';
import { appendNotice, lockInquiry } from './inquiry-store';
import { inquiryOf, requireManager, requireOpen } from './operator-inquiries';
import type { OperatorPrincipal } from './operator-sign-in';

/** What an operator's action changed: the inquiry afterwards and the messages it posted. */
export interface OperatorChange {
  inquiry: ChatInquiryRow;
  messages: ChatMessageRow[];
}

/** The change of an inquiry updated under its lock, with the notice it posted. */
function changed(
  inquiryNumber: number,
  updated: ChatInquiryRow | undefined,
  notice: ChatMessageRow,
): OperatorChange {
  return {
    inquiry: foundOr(updated, 'E000600001', `no inquiry ${inquiryNumber}`),
    messages: [notice],
  };
}

/** The open inquiry, locked until the transaction `tx` ends; E000600005 when it is closed. */
async function lockOpen(tx: Db, inquiryNumber: number): Promise<ChatInquiryRow> {
  const inquiry = await lockInquiry(tx, inquiryNumber);
  requireOpen(inquiry, 'E000600005');
  return inquiry;
}

/** Takes the inquiry; taking one's own again changes nothing. */
export async function assign(
  db: Db,
  operator: OperatorPrincipal,
  inquiryNumber: number,
): Promise<OperatorChange> {
  return db.transaction(async (tx) => {
    const inquiry = await lockOpen(tx, inquiryNumber);
    if (inquiry.assignedOperatorId === operator.operatorId) return { inquiry, messages: [] };
    if (inquiry.assignedOperatorId !== null) {
      throw new ChatError('E000500003', `inquiry ${inquiryNumber} has another operator`);
    }
    // A person answers now: the bot's choices are withdrawn.
    const updated = await updateInquiry(tx, inquiryNumber, {
      assignedOperatorId: operator.operatorId,
      progressCode: INQUIRY_PROGRESS.inProgress,
      exposedMessageNumber: null,
    });
    const notice = await appendNotice(
      tx,
      inquiryNumber,
      OPERATOR_NOTICES.assigned(operator.displayName),
    );
    return changed(inquiryNumber, updated, notice);
  });
}

/** Leaves the inquiry to another operator; it waits again (progress pending). */
export async function unassign(
  db: Db,
  operator: OperatorPrincipal,
  inquiryNumber: number,
): Promise<OperatorChange> {
  return db.transaction(async (tx) => {
    const inquiry = await lockOpen(tx, inquiryNumber);
    if (inquiry.assignedOperatorId === null) {
      throw new ChatError('E000500004', `inquiry ${inquiryNumber} has no operator`);
    }
    requireManager(inquiry, operator);
    const updated = await updateInquiry(tx, inquiryNumber, {
      assignedOperatorId: null,
      progressCode: INQUIRY_PROGRESS.pending,
    });
    const notice = await appendNotice(tx, inquiryNumber, OPERATOR_NOTICES.unassigned);
    return changed(inquiryNumber, updated, notice);
  });
}

/** The assigned operator may show typing; E000500002 otherwise. */
export async function checkCanType(db: Db, operator: OperatorPrincipal, inquiryNumber: number) {
  const inquiry = await inquiryOf(db, inquiryNumber);
  requireOpen(inquiry, 'E001300008');
  requireManager(inquiry, operator);
}

/** A closing: the change, and when the inquiry was closed (inquiry.closed carries it). */
export interface ClosingChange extends OperatorChange {
  closedAt: Date;
}

/** Closes the inquiry: state and progress closed, a closing notice, choices withdrawn. */
export async function closeInquiry(
  db: Db,
  operator: OperatorPrincipal,
  inquiryNumber: number,
  now: Date = new Date(),
): Promise<ClosingChange> {
  return db.transaction(async (tx) => {
    const inquiry = await lockInquiry(tx, inquiryNumber);
    requireOpen(inquiry, 'E000600008');
    requireManager(inquiry, operator);
    const message = await appendNotice(tx, inquiryNumber, OPERATOR_NOTICES.closed);
    const updated = await updateInquiry(tx, inquiryNumber, {
      stateCode: INQUIRY_STATES.closed,
      progressCode: INQUIRY_PROGRESS.closed,
      closedAt: now,
      exposedMessageNumber: null,
    });
    return { ...changed(inquiryNumber, updated, message), closedAt: now };
  });
}

/**
 * Keeps `tokenId` as the inquiry's one follow-up link (retiring an earlier one). Only the
 * assigned operator of an open inquiry whose visitor left a number may send one: the link goes
 * to that number.
 */
export async function recordFollowUpLink(
  db: Db,
  operator: OperatorPrincipal,
  inquiryNumber: number,
  tokenId: string,
) {
  await db.transaction(async (tx) => {
    const inquiry = await lockInquiry(tx, inquiryNumber);
    requireManager(inquiry, operator);
    requireOpen(inquiry, 'E000600005');
    if (!inquiry.cellPhoneNumber) {
      throw new ChatError('E000800002', `inquiry ${inquiryNumber} has no phone number`);
    }
    await updateInquiry(tx, inquiryNumber, { followUpTokenId: tokenId });
  });
}
