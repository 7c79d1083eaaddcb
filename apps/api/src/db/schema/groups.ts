// spec/site.md §3 Group/centre: unchanged since migration 0000_groups.
import { relations } from 'drizzle-orm';
import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** spec/site.md §3 Group/centre: the whole firm, practice-area categories and centres. */
export const groups = pgTable('groups', {
  code: text('code').primaryKey(),
  codeName: text('code_name').notNull(),
  /** URL slug of the group, e.g. `corporation`. */
  codeDesc: text('code_desc').notNull(),
  /** `centre` or `in_center` (spec/site.md §3); null for the firm and the categories. */
  parentCode: text('parent_code'),
  etc: text('etc'),
  domain: text('domain'),
  gubun: text('gubun'),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** spec/site.md §3 Group/centre children: code, code_name and etc2 (the link URL). */
export const groupChildren = pgTable(
  'group_children',
  {
    groupCode: text('group_code')
      .notNull()
      .references(() => groups.code, { onDelete: 'cascade', onUpdate: 'cascade' }),
    code: text('code').notNull(),
    codeName: text('code_name').notNull(),
    etc2: text('etc2'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.groupCode, table.code] })],
);

export const groupsRelations = relations(groups, ({ many }) => ({
  children: many(groupChildren),
}));

export const groupChildrenRelations = relations(groupChildren, ({ one }) => ({
  group: one(groups, { fields: [groupChildren.groupCode], references: [groups.code] }),
}));

export type GroupRow = typeof groups.$inferSelect;
export type NewGroupRow = typeof groups.$inferInsert;
export type GroupChildRow = typeof groupChildren.$inferSelect;
export type NewGroupChildRow = typeof groupChildren.$inferInsert;
