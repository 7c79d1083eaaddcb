// spec/site.md §2 Office map and §3 Office: the 12 regions and their offices.
import type { Office } from '@lawfirm/api-client/site-core';
import { relations } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

export const regions = pgTable('regions', {
  /** One of REGIONS in db/constants.ts. */
  key: text('key').primaryKey(),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** spec/site.md §3 Office. parking_info_arr is parking_info split into lines, not stored. */
export const offices = pgTable(
  'offices',
  {
    /** The /map/{key} slug. */
    key: text('key').primaryKey(),
    /** The region's default office is its first by sort_order. */
    regionKey: text('region_key')
      .notNull()
      .references(() => regions.key, { onUpdate: 'cascade' }),
    title: text('title').notNull(),
    subTitle: text('sub_title').notNull(),
    keyword: text('keyword').notNull(),
    address: text('address').notNull(),
    /** Working hours; a pipe separates the lines. */
    worktime: text('worktime').notNull(),
    tel: text('tel').notNull(),
    parkingInfo: text('parking_info').notNull(),
    /** Map image path under /static. */
    img: text('img').notNull(),
    domain: text('domain'),
    /** The map service's place id, for the map link. */
    placeId: text('place_id').notNull(),
    tabName: text('tab_name').notNull(),
    modifiedBrName: text('modified_br_name'),
    brCode: text('br_code').notNull(),
    /** Video directions; spec/site.md §2 shows it only for the keys of VIDEO_DIRECTION_OFFICE_KEYS. */
    videoUrl: text('video_url'),
    /** Stations, landmarks and streets around the office: its map is drawn from them. */
    directions: jsonb('directions').$type<OfficeDirections>(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [index('offices_region_key_idx').on(table.regionKey, table.sortOrder)],
);

export const regionsRelations = relations(regions, ({ many }) => ({
  offices: many(offices),
}));

export const officesRelations = relations(offices, ({ one }) => ({
  region: one(regions, { fields: [offices.regionKey], references: [regions.key] }),
}));

/** An office's directions (api-client's officeDirectionsSchema) and their parts. */
export type OfficeDirections = NonNullable<Office['directions']>;
export type OfficeStation = OfficeDirections['stations'][number];
export type OfficeLandmark = OfficeDirections['landmarks'][number];
export type OfficeRoad = OfficeDirections['roads'][number];

export type RegionRow = typeof regions.$inferSelect;
export type NewRegionRow = typeof regions.$inferInsert;
export type OfficeRow = typeof offices.$inferSelect;
export type NewOfficeRow = typeof offices.$inferInsert;
