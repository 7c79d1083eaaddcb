// spec/site.md §2 Strengths pages and §3 Strength item / Strength page data.
import type { StrengthPageData } from '@lawfirm/api-client/site';
import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

export const strengths = pgTable('strengths', {
  idx: integer('idx').primaryKey().generatedByDefaultAsIdentity(),
  /** The /strength/{url} slug. */
  url: text('url').notNull().unique(),
  title: text('title').notNull(),
  subTitle: text('sub_title').notNull(),
  /**
   * Lines of the tile and detail block. spec/site.md §2: ">" starts a sub-bullet, "*" a grey
   * footnote, *consult_date* marks the date footnote, and pro_count, experience_cnt,
   * world_office_cnt, total_world_office_cnt, office_cnt and centerCount are filled in.
   */
  description: jsonb('description').$type<string[]>().notNull(),
  /** Hex colour without #. */
  color: text('color').notNull(),
  viewMoreText: text('view_more_text').notNull(),
  /** list_01 … list_11 image path under /static. */
  img: text('img').notNull(),
  /** spec/site.md §3 Strength page data, stored as the spec names its fields. */
  pageData: jsonb('page_data').$type<StrengthPageData>().notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export type StrengthRow = typeof strengths.$inferSelect;
export type NewStrengthRow = typeof strengths.$inferInsert;
