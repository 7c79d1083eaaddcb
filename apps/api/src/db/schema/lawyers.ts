// Fictional lawyers: article sidebars (lawyerData, groupTopTenLawyerList), search and FAQ detail.
import { relations } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';

import { groups } from './groups';

export const lawyers = pgTable(
  'lawyers',
  {
    idx: integer('idx').primaryKey().generatedByDefaultAsIdentity(),
    lawyerName: text('lawyer_name').notNull(),
    /** Title shown under the name, e.g. 대표변호사. */
    position: text('position').notNull(),
    /** The group the lawyer leads or belongs to; groupTopTenLawyerList reads it. */
    groupCode: text('group_code')
      .notNull()
      .references(() => groups.code, { onUpdate: 'cascade' }),
    /** Portrait path under /static. */
    image: text('image').notNull(),
    intro: text('intro').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [index('lawyers_group_code_idx').on(table.groupCode, table.sortOrder)],
);

export const lawyersRelations = relations(lawyers, ({ one }) => ({
  group: one(groups, { fields: [lawyers.groupCode], references: [groups.code] }),
}));

export type LawyerRow = typeof lawyers.$inferSelect;
export type NewLawyerRow = typeof lawyers.$inferInsert;
