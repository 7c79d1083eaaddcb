// The chat's workflow steps and their objects (spec/chat-widget.md §3 Object expose info).
import { asc, eq } from 'drizzle-orm';

import type { Db } from '../create-database';
import { chatWorkflowObjects, chatWorkflows } from '../schema';
import type { ChatWorkflowObjectRow, ChatWorkflowRow } from '../schema';

export async function findWorkflow(
  db: Db,
  workFlowNumber: number,
): Promise<ChatWorkflowRow | undefined> {
  const [workflow] = await db
    .select()
    .from(chatWorkflows)
    .where(eq(chatWorkflows.workFlowNumber, workFlowNumber));
  return workflow;
}

export async function findStartWorkflow(db: Db): Promise<ChatWorkflowRow | undefined> {
  const [start] = await db.select().from(chatWorkflows).where(eq(chatWorkflows.isStart, true));
  return start;
}

/** The step's objects in their order. */
export function findWorkflowObjects(
  db: Db,
  workFlowNumber: number,
): Promise<ChatWorkflowObjectRow[]> {
  return db
    .select()
    .from(chatWorkflowObjects)
    .where(eq(chatWorkflowObjects.workFlowNumber, workFlowNumber))
    .orderBy(asc(chatWorkflowObjects.sequence));
}

export async function findWorkflowObject(
  db: Db,
  objectNumber: number,
): Promise<ChatWorkflowObjectRow | undefined> {
  const [object] = await db
    .select()
    .from(chatWorkflowObjects)
    .where(eq(chatWorkflowObjects.objectNumber, objectNumber));
  return object;
}
