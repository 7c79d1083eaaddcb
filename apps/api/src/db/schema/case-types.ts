// spec/site.md §3 Field/case-type (type_idx, tag_title): the case fields of a category,
// read by calls #13 (/api/field/list?code=…) and #17 (list-by-center) and chosen at sign-up.
import { relations } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';

import { groups } from './groups';

export const caseTypes = pgTable(
  'case_types',
  {
    typeIdx: integer('type_idx').primaryKey().generatedByDefaultAsIdentity(),
    groupCode: text('group_code')
      .notNull()
      .references(() => groups.code, { onDelete: 'cascade', onUpdate: 'cascade' }),
    tagTitle: text('tag_title').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [index('case_types_group_code_idx').on(table.groupCode, table.sortOrder)],
);

export const caseTypesRelations = relations(caseTypes, ({ one }) => ({
  group: one(groups, { fields: [caseTypes.groupCode], references: [groups.code] }),
}));

export type CaseTypeRow = typeof caseTypes.$inferSelect;
export type NewCaseTypeRow = typeof caseTypes.$inferInsert;
