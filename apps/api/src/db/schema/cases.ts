// spec/site.md §2 My case status, §3 Case item and §4 Case states: a member's cases.
import { relations, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

import { CASE_STATES } from '../constants';
import { valueIn } from './checks';
import { members } from './members';

export const cases = pgTable(
  'cases',
  {
    idx: integer('idx').primaryKey().generatedByDefaultAsIdentity(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** One of the 11 codes of CASE_STATES. */
    state: text('state').notNull(),
    /** Separate from the state: adds a deferred badge beside it (§4). */
    isDeferred: boolean('is_deferred').notNull().default(false),
    acceptDate: date('accept_date', { mode: 'string' }).notNull(),
    caseNumber: text('case_number').notNull(),
    title: text('title').notNull(),
    /** Refund states: the expected (in progress) or actual (completed) date. */
    refundAt: date('refund_at', { mode: 'string' }),
    /** Refund amount in won. */
    refundPrice: integer('refund_price'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The list filters a member's cases by the states of one tab, newest first.
    index('cases_member_state_idx').on(table.memberId, table.state, table.acceptDate),
    check(
      'cases_state_check',
      valueIn(
        table.state,
        CASE_STATES.map((state) => state.code),
      ),
    ),
    check('cases_refund_price_check', sql`${table.refundPrice} >= 0`),
  ],
);

export const membersRelations = relations(members, ({ many }) => ({
  cases: many(cases),
}));

export const casesRelations = relations(cases, ({ one }) => ({
  member: one(members, { fields: [cases.memberId], references: [members.id] }),
}));

export type CaseRow = typeof cases.$inferSelect;
export type NewCaseRow = typeof cases.$inferInsert;
