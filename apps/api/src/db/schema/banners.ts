// spec/site.md §2 Top promotional banner, §3 Popup banner and §4 Banner visibility; call #5
// records clicks.
import { relations, sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

import { BANNER_FILE_TYPES, BANNER_LINK_TYPES } from '../constants';
import type { BannerWeekday } from '../constants';
import { valueIn } from './checks';
import { groups } from './groups';

/** spec/site.md §3 Popup banner, field for field. */
export const topBanners = pgTable(
  'top_banners',
  {
    idx: integer('idx').primaryKey().generatedByDefaultAsIdentity(),
    /** First and last day shown (Asia/Seoul), inclusive. */
    startAt: date('start_at', { mode: 'string' }).notNull(),
    endAt: date('end_at', { mode: 'string' }).notNull(),
    days: jsonb('days').$type<BannerWeekday[]>().notNull(),
    // All four null: all day. An end before the start wraps past midnight (§4).
    startHour: integer('start_hour'),
    startMin: integer('start_min'),
    endHour: integer('end_hour'),
    endMin: integer('end_min'),
    fileType: text('file_type').notNull(),
    pLink: text('p_link').notNull(),
    linkType: text('link_type').notNull(),
    /** Hex without #. */
    colorCode: text('color_code').notNull(),
    /** Folder of the image, e.g. /static/banners/; the file is file_path + save_file_name. */
    filePath: text('file_path').notNull(),
    saveFileName: text('save_file_name').notNull(),
    fileAlt: text('file_alt').notNull(),
    /**
     * The centre whose site shows the banner (site.md §1: each group is its own site); null for
     * the firm's main site.
     */
    centerCode: text('center_code').references(() => groups.code, { onDelete: 'cascade' }),
  },
  (table) => [
    check('top_banners_file_type_check', valueIn(table.fileType, BANNER_FILE_TYPES)),
    check('top_banners_link_type_check', valueIn(table.linkType, BANNER_LINK_TYPES)),
    check('top_banners_color_code_check', sql`${table.colorCode} ~ '^[0-9A-Fa-f]{6}$'`),
    check(
      'top_banners_hours_check',
      sql`${table.startHour} between 0 and 23 and ${table.endHour} between 0 and 23 and ${table.startMin} between 0 and 59 and ${table.endMin} between 0 and 59`,
    ),
    check('top_banners_dates_check', sql`${table.startAt} <= ${table.endAt}`),
    index('top_banners_center_code_idx').on(table.centerCode),
  ],
);

/** Call #5 POST /api/popup/top/click {idx}: one row per click. */
export const topBannerClicks = pgTable(
  'top_banner_clicks',
  {
    idx: integer('idx').primaryKey().generatedByDefaultAsIdentity(),
    bannerIdx: integer('banner_idx')
      .notNull()
      .references(() => topBanners.idx, { onDelete: 'cascade' }),
    clientAddress: text('client_address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('top_banner_clicks_banner_idx').on(table.bannerIdx, table.createdAt)],
);

export const topBannersRelations = relations(topBanners, ({ many }) => ({
  clicks: many(topBannerClicks),
}));

export const topBannerClicksRelations = relations(topBannerClicks, ({ one }) => ({
  banner: one(topBanners, { fields: [topBannerClicks.bannerIdx], references: [topBanners.idx] }),
}));

export type TopBannerRow = typeof topBanners.$inferSelect;
export type NewTopBannerRow = typeof topBanners.$inferInsert;
export type TopBannerClickRow = typeof topBannerClicks.$inferSelect;
export type NewTopBannerClickRow = typeof topBannerClicks.$inferInsert;
