// DESIGN.md §6: the people who answer chats. The spec hides the operator side; this table is
// ours. Operators sign in with a login id and a password kept as a scrypt hash; their sessions
// are signed tokens.
import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const chatOperators = pgTable('chat_operators', {
  operatorId: integer('operator_id').primaryKey().generatedByDefaultAsIdentity(),
  loginId: text('login_id').notNull().unique(),
  /** What visitors and other operators see (inquiry.assigned's manager_name). */
  displayName: text('display_name').notNull(),
  /** `scrypt$<salt>$<hash>`, both base64url; null: the account cannot sign in. */
  passwordHash: text('password_hash'),
  /**
   * When the operator last chose their own password (POST /chatops/password); null while it is
   * the seed's. A re-seed keeps a chosen password instead of resetting it to the setting.
   */
  passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ChatOperatorRow = typeof chatOperators.$inferSelect;
export type NewChatOperatorRow = typeof chatOperators.$inferInsert;
