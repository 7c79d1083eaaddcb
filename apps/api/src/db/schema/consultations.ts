// Call #12 POST /api/consulting (spec/site.md §3 Consultation request, §5 validation) and the
// Idempotency-Key records that make a retried submit count once.
import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One submitted consultation request, a company's or an individual's, as the visitor sent it. */
export const consultations = pgTable(
  'consultations',
  {
    idx: integer('idx').primaryKey().generatedByDefaultAsIdentity(),
    ccName: text('cc_name').notNull(),
    ccTel: text('cc_tel').notNull(),
    /** The chosen case field (type_idx as text), if any. */
    lawTypeCode: text('law_type_code'),
    contents: text('contents'),
    /** comp_consult or comp_suit (a company), or personal (an individual). */
    cType: text('c_type').notNull(),
    /** The detail object as sent, under its Korean-labelled keys. */
    detail: jsonb('detail').$type<Record<string, string>>().notNull(),
    isCheck: boolean('is_check').notNull(),
    isOver14: boolean('is_over14').notNull(),
    /** The group whose site sent the request. */
    centerCode: text('center_code'),
    /** The sender's address, for the per-address rate limit and abuse reports. */
    clientAddress: text('client_address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('consultations_client_address_idx').on(table.clientAddress, table.createdAt),
    index('consultations_created_at_idx').on(table.createdAt),
  ],
);

/**
 * A stored answer per Idempotency-Key: a retry with the same key and body gets the stored
 * response; the same key with another body is refused (compare request_hash).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: text('key').primaryKey(),
    /** sha256 of the method, path and canonical body. */
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull().default(200),
    response: jsonb('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('idempotency_keys_created_at_idx').on(table.createdAt)],
);

export type ConsultationRow = typeof consultations.$inferSelect;
export type NewConsultationRow = typeof consultations.$inferInsert;
export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;
export type NewIdempotencyKeyRow = typeof idempotencyKeys.$inferInsert;
