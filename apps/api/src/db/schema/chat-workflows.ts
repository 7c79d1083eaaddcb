// spec/chat-widget.md §3 "Object expose info" and §4 Conversation rules: the chat's workflows.
// A workflow is one step of a guided conversation: a bot message (text, optional image, a
// template type) and the objects (choices) it exposes, laid out by a layout code. An object acts
// by its action code; a "workflow call" object names the step it leads to. The seed writes them
// from the data format in seed/workflow-seed.ts; numbers are fixed so that seeding is idempotent.
import type { ObjectAction, ObjectLayout, TemplateType } from '@lawfirm/api-client/chat';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

export const chatWorkflows = pgTable(
  'chat_workflows',
  {
    workFlowNumber: integer('work_flow_number').primaryKey().generatedByDefaultAsIdentity(),
    /** A stable name for the step (the seed's key), for logs and the data format's references. */
    stepKey: text('step_key').notNull().unique(),
    /** The step every new inquiry starts at, and where "init" goes back to (one row). */
    isStart: boolean('is_start').notNull().default(false),
    templateType: text('template_type').$type<TemplateType>().notNull(),
    /** The bot's message text. */
    message: text('message').notNull(),
    imageUrl: text('image_url'),
    /** How the objects are laid out (WFL014). */
    objectGroupUiCode: text('object_group_ui_code').$type<ObjectLayout>().notNull(),
  },
  // One start step at most: new inquiries and "init" must know where to go.
  (table) => [
    uniqueIndex('chat_workflows_one_start_idx')
      .on(table.isStart)
      .where(sql`${table.isStart}`),
  ],
);

export const chatWorkflowObjects = pgTable(
  'chat_workflow_objects',
  {
    objectNumber: integer('object_number').primaryKey().generatedByDefaultAsIdentity(),
    workFlowNumber: integer('work_flow_number')
      .notNull()
      .references(() => chatWorkflows.workFlowNumber),
    objectName: text('object_name').notNull(),
    iconImageUrl: text('icon_image_url'),
    sequence: integer('sequence').notNull(),
    actionCode: text('action_code').$type<ObjectAction>().notNull(),
    objectUiCode: text('object_ui_code').$type<ObjectLayout>().notNull(),
    /** Internal or external links, phone numbers (tel:) and messenger URLs. */
    linkUrl: text('link_url'),
    /** The step a workflow-call object leads to. */
    nextWorkFlowNumber: integer('next_work_flow_number').references(
      () => chatWorkflows.workFlowNumber,
    ),
  },
  (table) => [index('chat_workflow_objects_flow_idx').on(table.workFlowNumber, table.sequence)],
);

export type ChatWorkflowRow = typeof chatWorkflows.$inferSelect;
export type NewChatWorkflowRow = typeof chatWorkflows.$inferInsert;
export type ChatWorkflowObjectRow = typeof chatWorkflowObjects.$inferSelect;
export type NewChatWorkflowObjectRow = typeof chatWorkflowObjects.$inferInsert;
