// Smaller content of the site: partner logos (spec/site.md §2 Other firm pages), the home
// landing block (§2 Home) and each group's footer data (§2 Footer, call #2).
import type { SocialLink } from '@lawfirm/api-client/site';
import { relations } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

import { groups } from './groups';

/** spec/site.md §3 Partner logo: name, url, logo. */
export const partnerLogos = pgTable('partner_logos', {
  idx: integer('idx').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  url: text('url').notNull(),
  /** Logo path under /static. */
  logo: text('logo').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/**
 * spec/site.md §2 Home landing block: hash-tag keywords. A keyword with a middle dot (·) is
 * searched with a space instead; the site does that, the data keeps the dot.
 */
export const homeHashTags = pgTable('home_hash_tags', {
  idx: integer('idx').primaryKey().generatedByDefaultAsIdentity(),
  keyword: text('keyword').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** spec/site.md §2 Home landing block: four link cards; {phone} in sub_text is replaced. */
export const homeLinkCards = pgTable('home_link_cards', {
  idx: integer('idx').primaryKey().generatedByDefaultAsIdentity(),
  title: text('title').notNull(),
  subText: text('sub_text').notNull(),
  link: text('link').notNull(),
  newTab: boolean('new_tab').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** spec/site.md §2 Footer, per group (call #2 /api/center-footer/list). */
export const centerFooters = pgTable('center_footers', {
  groupCode: text('group_code')
    .primaryKey()
    .references(() => groups.code, { onDelete: 'cascade', onUpdate: 'cascade' }),
  companyName: text('company_name').notNull(),
  businessNumber: text('business_number').notNull(),
  address: text('address').notNull(),
  /** The firm's representative as the greeting signs and the privacy policy names them, e.g.
   * 대표변호사; null (both) when the group names none. */
  representativeTitle: text('representative_title'),
  representativeName: text('representative_name'),
  /** Main consultation number; the site shows its own {phone} setting when this is null. */
  tel: text('tel'),
  /** The two advertising-responsible lawyers. */
  adLawyers: jsonb('ad_lawyers').$type<string[]>().notNull(),
  socialLinks: jsonb('social_links').$type<SocialLink[]>().notNull(),
  brochureUrl: text('brochure_url'),
  /** Prefix of the group's /consult and /consulting links (spec/site.md §2 route table). */
  centerConsultUrl: text('center_consult_url'),
});

export const centerFootersRelations = relations(centerFooters, ({ one }) => ({
  group: one(groups, { fields: [centerFooters.groupCode], references: [groups.code] }),
}));

export type PartnerLogoRow = typeof partnerLogos.$inferSelect;
export type NewPartnerLogoRow = typeof partnerLogos.$inferInsert;
export type HomeHashTagRow = typeof homeHashTags.$inferSelect;
export type NewHomeHashTagRow = typeof homeHashTags.$inferInsert;
export type HomeLinkCardRow = typeof homeLinkCards.$inferSelect;
export type NewHomeLinkCardRow = typeof homeLinkCards.$inferInsert;
export type CenterFooterRow = typeof centerFooters.$inferSelect;
export type NewCenterFooterRow = typeof centerFooters.$inferInsert;
