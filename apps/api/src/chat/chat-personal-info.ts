// spec/chat-widget.md §3 Form input, §4 Conversation rules ("Personal-info form") and §7
// individualinformationupdate. Choosing the workflow's input object posts a form asking for
// the name and mobile number (binding keys name and cell_phone_number) and puts the inquiry in
// the personal-info state. The first submission hands the inquiry over to an operator: a system
// message says so, the choices are withdrawn and the inquiry waits (progress pending). Later
// submissions ("edit info") update the values only.
import {
  AGE_CONSENT,
  FORM_BINDING_KEYS,
  INQUIRY_PROGRESS,
  INQUIRY_STATES,
  MESSAGE_STATUSES,
  MESSAGE_TYPES,
  PERSONAL_INFO_FORM_TYPE,
  SENDER_TYPES,
  TEMPLATE_TYPES,
} from '@lawfirm/api-client/chat';
import type { CHAT_PATHS, ChatRequest, MessageForm } from '@lawfirm/api-client/chat';

import type { Db } from '../db/create-database';
import { updateInquiry } from '../db/queries/chat-inquiry-queries';
import { findMessage, updateMessage } from '../db/queries/chat-message-queries';
import type { ChatInquiryRow, ChatMessageRow } from '../db/schema';
import { HANDOVER_MESSAGE, PERSONAL_INFO_FORM_MESSAGE } from './chat-constants';
import { ChatError, foundOr } from './chat-error';
import { appendMessage, appendNotice, lockInquiry } from './inquiry-store';

/** The empty form (labels in Korean: the visitor reads them). */
export function emptyPersonalInfoForm(): MessageForm {
  return {
    type: PERSONAL_INFO_FORM_TYPE,
    inputs: [
      {
        type: 'text',
        label: '이름',
        value: '',
        read_only: false,
        binding_key: FORM_BINDING_KEYS.name,
      },
      {
        type: 'tel',
        label: '휴대전화 번호',
        value: '',
        read_only: false,
        binding_key: FORM_BINDING_KEYS.cellPhoneNumber,
      },
    ],
    submitted_at: null,
  };
}

/** Posts the form and puts the inquiry in the personal-info state (inside the caller's lock). */
export async function requestPersonalInfo(
  db: Db,
  inquiry: ChatInquiryRow,
): Promise<{ messages: ChatMessageRow[]; inquiry: ChatInquiryRow }> {
  const form = await appendMessage(db, inquiry.chatInquiryNumber, {
    senderType: SENDER_TYPES.bot,
    messageType: MESSAGE_TYPES.form,
    messageStatus: MESSAGE_STATUSES.created,
    userKey: '',
    templateType: TEMPLATE_TYPES.workflow4,
    plainText: PERSONAL_INFO_FORM_MESSAGE,
    form: emptyPersonalInfoForm(),
  });
  const updated = await updateInquiry(db, inquiry.chatInquiryNumber, {
    stateCode: INQUIRY_STATES.personalInfo,
  });
  return {
    messages: [form],
    inquiry: foundOr(updated, 'E000600001', `no inquiry ${inquiry.chatInquiryNumber}`),
  };
}

export interface PersonalInfoChange {
  /** The form message with the submitted values. */
  form: ChatMessageRow;
  /** Messages posted by the change (the hand-over notice on the first submission). */
  messages: ChatMessageRow[];
  inquiry: ChatInquiryRow;
}

/** §7 individualinformationupdate: the visitor's name and number, into the form and inquiry. */
export async function updatePersonalInfo(
  db: Db,
  {
    chat_inquiry_number,
    message_number,
    name,
    cell_phone_number,
  }: ChatRequest<typeof CHAT_PATHS.personalInfoUpdate>,
  now: Date = new Date(),
): Promise<PersonalInfoChange> {
  return db.transaction(async (tx) => {
    const inquiry = await lockInquiry(tx, chat_inquiry_number);
    if (inquiry.stateCode === INQUIRY_STATES.closed) {
      throw new ChatError('E000600005', `inquiry ${chat_inquiry_number} is closed`);
    }
    // Personal data of a child needs a guardian's consent: only after the 14-or-older check.
    if (inquiry.ageConsentCode !== AGE_CONSENT.agreed) {
      throw new ChatError('E001300008', 'the visitor has not confirmed being 14 or older');
    }
    const message = await findMessage(tx, chat_inquiry_number, message_number);
    if (!message?.form || message.recalledAt) {
      throw new ChatError(
        'CE000200001',
        `message ${message_number} is not a personal-information form of this inquiry`,
      );
    }
    const values = {
      [FORM_BINDING_KEYS.name]: name,
      [FORM_BINDING_KEYS.cellPhoneNumber]: cell_phone_number,
    };
    const form: MessageForm = {
      ...message.form,
      inputs: message.form.inputs.map((input) => ({ ...input, value: values[input.binding_key] })),
      submitted_at: now.toISOString(),
    };
    const updatedForm = foundOr(
      await updateMessage(tx, message.messageId, { form, updatedAt: now }),
      'CE000200001',
      `message ${message_number} is gone`,
    );

    // The inquiry is handed over once: while no operator has had it (progress still created),
    // whichever form is submitted first, even after going back in the workflow.
    const handOver = inquiry.progressCode === INQUIRY_PROGRESS.created;
    const messages: ChatMessageRow[] = [];
    if (handOver) {
      messages.push(await appendNotice(tx, chat_inquiry_number, HANDOVER_MESSAGE));
    }
    const updated = await updateInquiry(tx, chat_inquiry_number, {
      customerName: name,
      cellPhoneNumber: cell_phone_number,
      stateCode: INQUIRY_STATES.open,
      ...(handOver ? { progressCode: INQUIRY_PROGRESS.pending, exposedMessageNumber: null } : {}),
    });
    return {
      form: updatedForm,
      messages,
      inquiry: foundOr(updated, 'E000600001', `no inquiry ${chat_inquiry_number}`),
    };
  });
}
