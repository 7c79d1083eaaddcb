// spec/site.md §3 Statistics (the home strip) and the strength counts of §2 (initial data).
import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

/** A single row (id 1): the figures the site shows. */
export const statistics = pgTable(
  'statistics',
  {
    id: integer('id').primaryKey().default(1),
    consultCnt: integer('consult_cnt').notNull(),
    mandateCnt: integer('mandate_cnt').notNull(),
    professionalCnt: integer('professional_cnt').notNull(),
    consultCntDay: integer('consult_cnt_day').notNull(),
    mandateCntDay: integer('mandate_cnt_day').notNull(),
    officeCnt: integer('office_cnt').notNull(),
    /** The date the consultation and mandate figures are counted to (footnote). */
    consultDate: date('consult_date', { mode: 'string' }).notNull(),
    monthBusinessDay: integer('month_business_day').notNull(),
    // spec/site.md §2 Strengths: placeholders filled from initial data. office_cnt is above;
    // centerCount is counted from the groups.
    proCount: integer('pro_count').notNull(),
    experienceCnt: integer('experience_cnt').notNull(),
    worldOfficeCnt: integer('world_office_cnt').notNull(),
    totalWorldOfficeCnt: integer('total_world_office_cnt').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('statistics_single_row_check', sql`${table.id} = 1`)],
);

export type StatisticsRow = typeof statistics.$inferSelect;
export type NewStatisticsRow = typeof statistics.$inferInsert;
