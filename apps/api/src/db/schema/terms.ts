// spec/site.md §3 Terms (terms_code, terms_name) and §7 #3 (/api/terms/footer/latest?etc=…).
import { date, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';

/** Every version of every term; the latest of a code is the one with the highest version. */
export const terms = pgTable(
  'terms',
  {
    idx: integer('idx').primaryKey().generatedByDefaultAsIdentity(),
    termsCode: text('terms_code').notNull(),
    termsName: text('terms_name').notNull(),
    /** HTML body of /common/term/{terms_code}. */
    body: text('body').notNull(),
    /** Where the term is listed, e.g. `webfooter`; null when only linked directly. */
    etc: text('etc'),
    version: integer('version').notNull().default(1),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    unique('terms_code_version_unique').on(table.termsCode, table.version),
    index('terms_etc_idx').on(table.etc),
  ],
);

export type TermsRow = typeof terms.$inferSelect;
export type NewTermsRow = typeof terms.$inferInsert;
