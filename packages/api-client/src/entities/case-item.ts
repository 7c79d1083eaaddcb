// spec/site.md §3 Case item and §4 Case states: one of a member's cases.
import { z } from 'zod';

import { CASE_STATES } from '../constants';

import { enumOf } from './enum-of';

export const caseStateSchema = enumOf(CASE_STATES, 'code');

export const caseItemSchema = z.object({
  idx: z.number().int(),
  state: caseStateSchema,
  /** §4: separate from the state; adds a deferred badge beside it. */
  is_deferred: z.boolean(),
  /** Start date, YYYY-MM-DD. */
  accept_date: z.iso.date(),
  case_number: z.string(),
  title: z.string(),
  /** Refund states: the expected (in progress) or actual (completed) date, YYYY-MM-DD. */
  refund_at: z.iso.date().nullable(),
  /** Refund amount in won. */
  refund_price: z.number().int().nonnegative().nullable(),
});

export type CaseState = z.infer<typeof caseStateSchema>;
export type CaseItem = z.infer<typeof caseItemSchema>;
