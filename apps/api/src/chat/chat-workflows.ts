// spec/chat-widget.md §3 Object expose info, §4 Conversation rules ("Object navigation", "The
// workflow can start or roll back") and §7 chatinquiryworkflowprogress / …rollback.
//
// A new inquiry starts at the start step: the bot posts the step's message and its objects are
// on offer (exposed). Choosing a workflow-call object posts the visitor's choice and the next
// step, and pushes it on the inquiry's stack; choosing the input object asks for the personal-
// information form (chat-personal-info.ts). Rollback "back" returns to the step before, "init"
// to the start; either posts that step again. Only the exposed message's objects can be chosen,
// so a choice from a stale screen is refused with E000200004 (sync problem) and changes nothing.
import {
  AGE_CONSENT,
  INQUIRY_STATES,
  MESSAGE_STATUSES,
  MESSAGE_TYPES,
  NAVIGATION_CODES,
  OBJECT_ACTIONS,
  SENDER_TYPES,
  TEMPLATE_TYPES,
} from '@lawfirm/api-client/chat';
import type { CHAT_PATHS, ChatRequest, ObjectExposeInfo } from '@lawfirm/api-client/chat';
import type { Db } from '../db/create-database';
import { updateInquiry } from '../db/queries/chat-inquiry-queries';
import {
  findStartWorkflow,
  findWorkflow,
  findWorkflowObject,
  findWorkflowObjects,
} from '../db/queries/chat-workflow-queries';
import type { ChatInquiryRow, ChatMessageRow, ChatWorkflowRow } from '../db/schema';
import { ChatError, foundOr } from './chat-error';
import { requestPersonalInfo } from './chat-personal-info';
import { appendMessage, lockInquiry } from './inquiry-store';
import type { ChatVisitor } from './chat-visitor';

/** What a workflow call changed: the messages it posted, and the inquiry afterwards. */
export interface WorkflowChange {
  messages: ChatMessageRow[];
  inquiry: ChatInquiryRow;
}

async function workflowOf(db: Db, workFlowNumber: number): Promise<ChatWorkflowRow> {
  return foundOr(
    await findWorkflow(db, workFlowNumber),
    'E000100003',
    `no workflow ${workFlowNumber}`,
  );
}

/** Posts a step's bot message and makes its objects the exposed ones, with `stack`. */
async function postStep(
  db: Db,
  inquiry: ChatInquiryRow,
  workflow: ChatWorkflowRow,
  stack: number[],
): Promise<WorkflowChange> {
  const message = await appendMessage(db, inquiry.chatInquiryNumber, {
    senderType: SENDER_TYPES.bot,
    messageType: MESSAGE_TYPES.workflow,
    messageStatus: MESSAGE_STATUSES.created,
    userKey: '',
    templateType: workflow.templateType,
    plainText: workflow.message,
    workFlowNumber: workflow.workFlowNumber,
    workFlowImageUrl: workflow.imageUrl,
  });
  const updated = await updateInquiry(db, inquiry.chatInquiryNumber, {
    workflowStack: stack,
    exposedMessageNumber: message.messageNumber,
    // Going back to a choice leaves the personal-information step.
    stateCode:
      inquiry.stateCode === INQUIRY_STATES.personalInfo ? INQUIRY_STATES.open : inquiry.stateCode,
  });
  return {
    messages: [message],
    inquiry: foundOr(updated, 'E000600001', `no inquiry ${inquiry.chatInquiryNumber}`),
  };
}

/** A new inquiry's first step; nothing when no workflow is seeded (a plain chat). */
export async function startWorkflow(db: Db, inquiry: ChatInquiryRow): Promise<WorkflowChange> {
  const start = await findStartWorkflow(db);
  if (!start) return { messages: [], inquiry };
  return postStep(db, inquiry, start, [start.workFlowNumber]);
}

/** §3 object_expose_info of an inquiry: the exposed step's objects while it is open. */
export async function objectExposeInfo(db: Db, inquiry: ChatInquiryRow): Promise<ObjectExposeInfo> {
  const top = inquiry.workflowStack.at(-1);
  const hidden: ObjectExposeInfo = {
    expose_object_list_yn: 'N',
    message_number: null,
    work_flow_number: null,
    object_list: [],
    object_group_ui_code: null,
    work_flow_progress_stack: inquiry.workflowStack,
  };
  // §4: "Object choices are shown only while the status is open or personal-info."
  if (
    inquiry.exposedMessageNumber === null ||
    top === undefined ||
    inquiry.stateCode === INQUIRY_STATES.closed
  ) {
    return hidden;
  }
  const workflow = await workflowOf(db, top);
  const objects = await findWorkflowObjects(db, top);
  return {
    expose_object_list_yn: 'Y',
    message_number: inquiry.exposedMessageNumber,
    work_flow_number: top,
    object_list: objects.map((object) => ({
      object_number: object.objectNumber,
      object_name: object.objectName,
      icon_image_url: object.iconImageUrl,
      sequence: object.sequence,
      action_code: object.actionCode,
      object_ui_code: object.objectUiCode,
      link_url: object.linkUrl,
    })),
    object_group_ui_code: workflow.objectGroupUiCode,
    work_flow_progress_stack: inquiry.workflowStack,
  };
}

/**
 * The inquiry, locked, if `message_number` is the message whose objects are on offer and the
 * visitor may answer them.
 */
async function lockExposed(db: Db, inquiryNumber: number, messageNumber: number) {
  const inquiry = await lockInquiry(db, inquiryNumber);
  if (inquiry.stateCode === INQUIRY_STATES.closed) {
    throw new ChatError('E000600005', `inquiry ${inquiryNumber} is closed`);
  }
  // spec §4 Conversation rules, age check: a choice is the visitor's message (and leads to the
  // personal-information form), so none is taken, nor any step undone, before the visitor
  // confirms being 14 or older, as for the messages they type.
  if (inquiry.ageConsentCode !== AGE_CONSENT.agreed) {
    throw new ChatError('E001300008', 'the visitor has not confirmed being 14 or older');
  }
  if (inquiry.exposedMessageNumber === null || inquiry.exposedMessageNumber !== messageNumber) {
    throw new ChatError(
      'E000200004',
      `message ${messageNumber} no longer offers choices (now: ${inquiry.exposedMessageNumber ?? 'none'})`,
    );
  }
  return inquiry;
}

/**
 * §7 chatinquiryworkflowprogress: the visitor chose `object_number` of the exposed step. Link,
 * phone and messenger objects are opened by the widget and change nothing here.
 */
export async function progressWorkflow(
  db: Db,
  { visitor }: ChatVisitor,
  {
    chat_inquiry_number,
    message_number,
    work_flow_number,
    object_number,
  }: ChatRequest<typeof CHAT_PATHS.workflowProgress>,
): Promise<WorkflowChange> {
  return db.transaction(async (tx) => {
    const inquiry = await lockExposed(tx, chat_inquiry_number, message_number);
    if (inquiry.workflowStack.at(-1) !== work_flow_number) {
      throw new ChatError('E000200004', `workflow ${work_flow_number} is not the current step`);
    }
    const object = await findWorkflowObject(tx, object_number);
    if (!object || object.workFlowNumber !== work_flow_number) {
      throw new ChatError(
        'CE000200001',
        `object ${object_number} is not a choice of workflow ${work_flow_number}`,
      );
    }
    if (
      object.actionCode !== OBJECT_ACTIONS.workflowCall &&
      object.actionCode !== OBJECT_ACTIONS.input
    ) {
      return { messages: [], inquiry };
    }
    // The form is already on screen: a second click asks for nothing more.
    if (
      object.actionCode === OBJECT_ACTIONS.input &&
      inquiry.stateCode === INQUIRY_STATES.personalInfo
    ) {
      return { messages: [], inquiry };
    }

    // The visitor's choice, shown on their side of the conversation.
    const choice = await appendMessage(tx, chat_inquiry_number, {
      senderType: SENDER_TYPES.customer,
      messageType: MESSAGE_TYPES.text,
      messageStatus: MESSAGE_STATUSES.created,
      userKey: visitor.visitorKey,
      templateType: TEMPLATE_TYPES.customer,
      plainText: object.objectName,
    });
    if (object.actionCode === OBJECT_ACTIONS.input) {
      const asked = await requestPersonalInfo(tx, inquiry);
      return { messages: [choice, ...asked.messages], inquiry: asked.inquiry };
    }
    if (object.nextWorkFlowNumber === null) {
      throw new ChatError('E000100007', `object ${object_number} calls no workflow`);
    }
    const next = await workflowOf(tx, object.nextWorkFlowNumber);
    const step = await postStep(tx, inquiry, next, [...inquiry.workflowStack, next.workFlowNumber]);
    return { messages: [choice, ...step.messages], inquiry: step.inquiry };
  });
}

/**
 * §7 chatinquiryworkflowrollback: "back" returns to the step before the current one (to the
 * start when there is none), "init" to the start; the step is posted again.
 */
export async function rollbackWorkflow(
  db: Db,
  {
    chat_inquiry_number,
    message_number,
    work_flow_navigation_code,
  }: ChatRequest<typeof CHAT_PATHS.workflowRollback>,
): Promise<WorkflowChange> {
  return db.transaction(async (tx) => {
    const inquiry = await lockExposed(tx, chat_inquiry_number, message_number);
    const start = await findStartWorkflow(tx);
    if (!start) throw new ChatError('E000100003', 'no start workflow is seeded');
    const previous = inquiry.workflowStack.at(-2);
    const back = work_flow_navigation_code === NAVIGATION_CODES.back && previous !== undefined;
    const stack = back ? inquiry.workflowStack.slice(0, -1) : [start.workFlowNumber];
    const step = await workflowOf(tx, back ? previous : start.workFlowNumber);
    return postStep(tx, inquiry, step, stack);
  });
}
