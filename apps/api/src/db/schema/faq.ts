// spec/site.md §2 Legal Q&A and §3 FAQ item / FAQ group.
import { relations } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

import { FAQ_GUBUN } from '../constants';
import { valueIn } from './checks';

/** spec/site.md §3 FAQ group (code, code_name, code_desc): the 25 categories and `aiit`. */
export const faqGroups = pgTable('faq_groups', {
  code: text('code').primaryKey(),
  codeName: text('code_name').notNull(),
  /** Slug of the /faq/{code_desc} list. */
  codeDesc: text('code_desc').notNull().unique(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** spec/site.md §3 FAQ item. pre_idx/next_idx are computed from the list order, not stored. */
export const faqEntries = pgTable(
  'faq_entries',
  {
    idx: integer('idx').primaryKey().generatedByDefaultAsIdentity(),
    code: text('code')
      .notNull()
      .references(() => faqGroups.code, { onUpdate: 'cascade' }),
    question: text('question').notNull(),
    questionContents: text('question_contents').notNull(),
    /** Comma-separated keyword chips. */
    keyword: text('keyword').notNull().default(''),
    hit: integer('hit').notNull().default(0),
    /** HTML when gubun is `ck`, otherwise an editor (ProseMirror) JSON document as text. */
    answer: text('answer').notNull(),
    gubun: text('gubun').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The lists filter by category and page newest first.
    index('faq_entries_code_idx').on(table.code, table.idx),
    check('faq_entries_gubun_check', valueIn(table.gubun, Object.values(FAQ_GUBUN))),
  ],
);

/**
 * The answers to a Q&A detail's "was this answer helpful?" (spec/site.md §2 "a feedback
 * component"; the spec gives it no call, so the api keeps them here for the firm to read): one
 * row per answer sent, gone with its question.
 */
export const faqFeedback = pgTable(
  'faq_feedback',
  {
    idx: integer('idx').primaryKey().generatedByDefaultAsIdentity(),
    faqIdx: integer('faq_idx')
      .notNull()
      .references(() => faqEntries.idx, { onDelete: 'cascade' }),
    helpful: boolean('helpful').notNull(),
    /** Who sent it, to tell a flood from real answers. */
    clientAddress: text('client_address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('faq_feedback_faq_idx').on(table.faqIdx)],
);

export const faqGroupsRelations = relations(faqGroups, ({ many }) => ({
  entries: many(faqEntries),
}));

export const faqEntriesRelations = relations(faqEntries, ({ one }) => ({
  group: one(faqGroups, { fields: [faqEntries.code], references: [faqGroups.code] }),
}));

export type FaqGroupRow = typeof faqGroups.$inferSelect;
export type NewFaqGroupRow = typeof faqGroups.$inferInsert;
export type FaqEntryRow = typeof faqEntries.$inferSelect;
export type NewFaqEntryRow = typeof faqEntries.$inferInsert;
export type FaqFeedbackRow = typeof faqFeedback.$inferSelect;
