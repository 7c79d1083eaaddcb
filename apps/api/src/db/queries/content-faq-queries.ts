// The legal Q&A (spec/site.md §2 Legal Q&A, §3 FAQ item / FAQ group). Lists run newest first
// (created_at, then idx); previous and next are computed in that order, never stored.
import { and, asc, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';

import type { Db } from '../create-database';
import { faqEntries, faqFeedback, faqGroups } from '../schema';
import type { FaqEntryRow, FaqGroupRow } from '../schema';
import { matchesEveryTerm, relevanceOf } from './keyword-search';
import type { SearchField } from './keyword-search';
import type { Neighbours, PageRequest, PageRows } from './page-rows';

export type FaqListRow = Pick<
  FaqEntryRow,
  'idx' | 'code' | 'question' | 'questionContents' | 'keyword' | 'hit'
>;

const listColumns = {
  idx: faqEntries.idx,
  code: faqEntries.code,
  question: faqEntries.question,
  questionContents: faqEntries.questionContents,
  keyword: faqEntries.keyword,
  hit: faqEntries.hit,
};

const newestFirst = [desc(faqEntries.createdAt), desc(faqEntries.idx)];

export function findFaqGroups(db: Db): Promise<FaqGroupRow[]> {
  return db.select().from(faqGroups).orderBy(asc(faqGroups.sortOrder), asc(faqGroups.code));
}

export async function findFaqGroupByCodeDesc(
  db: Db,
  codeDesc: string,
): Promise<FaqGroupRow | undefined> {
  const [group] = await db.select().from(faqGroups).where(eq(faqGroups.codeDesc, codeDesc));
  return group;
}

export async function findFaqGroup(db: Db, code: string): Promise<FaqGroupRow | undefined> {
  const [group] = await db.select().from(faqGroups).where(eq(faqGroups.code, code));
  return group;
}

/** An entry is found by its question, its category's name, its keywords and question text. */
const searchFields: SearchField[] = [
  { field: faqEntries.question, weight: 4 },
  {
    field: sql`(select ${faqGroups.codeName} from ${faqGroups} where ${faqGroups.code} = ${faqEntries.code})`,
    weight: 3,
  },
  { field: faqEntries.keyword, weight: 2 },
  { field: faqEntries.questionContents, weight: 1 },
];

/** One page of entries, of one category (`code`) or all, matching `keyword` if given. */
export async function findFaqPage(
  db: Db,
  filter: { code?: string; codes?: readonly string[]; keyword?: string },
  page: PageRequest,
): Promise<PageRows<FaqListRow>> {
  const where = and(
    filter.code === undefined ? undefined : eq(faqEntries.code, filter.code),
    filter.codes === undefined ? undefined : inArray(faqEntries.code, [...filter.codes]),
    matchesEveryTerm(searchFields, filter.keyword),
  );
  const relevance = relevanceOf(searchFields, filter.keyword);
  const [rows, totalCount] = await Promise.all([
    db
      .select(listColumns)
      .from(faqEntries)
      .where(where)
      .orderBy(...(relevance ? [desc(relevance)] : []), ...newestFirst)
      .limit(page.limit)
      .offset(page.offset),
    db.$count(faqEntries, where),
  ]);
  return { rows, totalCount };
}

/** Counts the view and answers the entry with the new count; undefined when there is none. */
export async function incrementFaqHit(db: Db, idx: number): Promise<FaqEntryRow | undefined> {
  const [entry] = await db
    .update(faqEntries)
    .set({ hit: sql`${faqEntries.hit} + 1` })
    .where(eq(faqEntries.idx, idx))
    .returning();
  return entry;
}

/**
 * One answer to "was this answer helpful?"; false when entry `feedback.faqIdx` does not exist
 * (nothing is written).
 */
export function insertFaqFeedback(
  db: Db,
  feedback: { faqIdx: number; helpful: boolean; clientAddress: string | null },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    // The share lock keeps the entry from being deleted between the check and the insert.
    const [entry] = await tx
      .select({ idx: faqEntries.idx })
      .from(faqEntries)
      .where(eq(faqEntries.idx, feedback.faqIdx))
      .for('share');
    if (!entry) return false;
    await tx.insert(faqFeedback).values(feedback);
    return true;
  });
}

/** The entries around `entry` in its category's list order. */
export async function findFaqNeighbours(
  db: Db,
  entry: Pick<FaqEntryRow, 'idx' | 'code' | 'createdAt'>,
): Promise<Neighbours<Pick<FaqEntryRow, 'idx' | 'question'>>> {
  const position = sql`(${entry.createdAt.toISOString()}::timestamptz, ${entry.idx}::integer)`;
  const key = sql`(${faqEntries.createdAt}, ${faqEntries.idx})`;
  const neighbour = (before: boolean) =>
    db
      .select({ idx: faqEntries.idx, question: faqEntries.question })
      .from(faqEntries)
      .where(and(eq(faqEntries.code, entry.code), before ? lt(key, position) : gt(key, position)))
      .orderBy(...(before ? newestFirst : [asc(faqEntries.createdAt), asc(faqEntries.idx)]))
      .limit(1);
  const [[prev], [next]] = await Promise.all([neighbour(true), neighbour(false)]);
  return { prev, next };
}
