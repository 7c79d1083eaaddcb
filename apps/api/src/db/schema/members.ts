// Members signed in through a social identity provider (spec/site.md §2 Sign-in, Sign-up,
// §7 #10, #18, #19) and what withdrawal (#14) keeps of them.
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

import { AUTH_PROVIDERS } from '../constants';
import { valueIn } from './checks';

export const members = pgTable(
  'members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** kakao, naver, google or apple. */
    provider: text('provider').notNull(),
    /** The provider's stable subject id; one member per provider account. */
    providerUserId: text('provider_user_id').notNull(),
    email: text('email'),
    name: text('name'),
    /** Digits only, 010 plus 7 or 8 digits (spec/site.md §5), once signed up. */
    phoneNumber: text('phone_number'),
    /** The mobile app's device uuid sent at sign-up (#19). */
    uuid: text('uuid'),
    // #18 sends the same value for both; null until the member has answered.
    marketingAgree: boolean('marketing_agree'),
    alertAgree: boolean('alert_agree'),
    /** Sign-up interests: category codes (step 1, at most 2). */
    categories: jsonb('categories').$type<string[]>().notNull().default([]),
    /** Sign-up interests: case types, type_idx values (step 2, at most 5). */
    fields: jsonb('fields').$type<number[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('members_provider_user_unique').on(table.provider, table.providerUserId),
    check('members_provider_check', valueIn(table.provider, AUTH_PROVIDERS)),
  ],
);

/**
 * What withdrawal keeps. spec/site.md §9: account data is kept one year after withdrawal,
 * encrypted. The member row itself is deleted; `retained_data` holds its encrypted copy
 * (the auth layer encrypts; this table never sees plain text) until retain_until.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    idx: integer('idx').primaryKey().generatedByDefaultAsIdentity(),
    /** The deleted member's id; not a foreign key, the member row is gone. */
    memberId: uuid('member_id').notNull(),
    reason: text('reason').notNull(),
    /** Encrypted account data (e.g. base64 of AES-256-GCM iv, tag and ciphertext). */
    retainedData: text('retained_data').notNull(),
    /** created_at plus ACCOUNT_DATA_RETENTION_YEARS; purge rows past it. */
    retainUntil: timestamp('retain_until', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('withdrawals_retain_until_idx').on(table.retainUntil),
    index('withdrawals_member_id_idx').on(table.memberId),
  ],
);

export type MemberRow = typeof members.$inferSelect;
export type NewMemberRow = typeof members.$inferInsert;
export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type NewWithdrawalRow = typeof withdrawals.$inferInsert;
