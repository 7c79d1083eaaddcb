// Call #12 POST /api/consulting (spec/site.md §3 Consultation request, §5 rules, §7), for a
// company or (c_type personal) an individual: checks that the chosen case field exists and the
// rules with the form's own code and words, stores the request as sent, and makes a retry
// carrying the same Idempotency-Key count once.
import {
  brokenConsultingRule,
  CONSULTING_PATH,
  consultingResponseSchema,
} from '@lawfirm/api-client/site';
import { DEFAULT_CENTER_CODE, INVALID_REQUEST_MESSAGE } from '@lawfirm/api-client';
import type { ApiErrorBody } from '@lawfirm/api-client';
import type { ConsultingBodyInput, ConsultingResponse } from '@lawfirm/api-client/site';

import { IDEMPOTENCY_CONFLICT_MESSAGE, IDEMPOTENCY_KEY_TTL_MS } from '../constants';
import type { Db } from '../db/create-database';
import {
  caseTypeExists,
  groupExists,
  insertConsultation,
  insertConsultationOnce,
} from '../db/queries/consult-queries';
import type { NewConsultationRow } from '../db/schema';
import { requestHashOf } from './consult-request-hash';

export interface ConsultationSubmission {
  /** The body as the call's schema let it through. */
  body: ConsultingBodyInput;
  clientAddress: string | null;
  /** The Idempotency-Key header, if sent (already checked by the call's header schema). */
  idempotencyKey?: string | undefined;
}

export type ConsultationOutcome =
  | { status: 200; answer: ConsultingResponse; replayed: boolean }
  | { status: 400 | 409; answer: ApiErrorBody };

/**
 * A request taken: the site clears the form and opens /complete (spec/site.md §4 Consultation
 * submit). isNotComplete is sent false on purpose: true is reserved for a request taken but held
 * (e.g. for review), which nothing produces yet — see the README, Consultation endpoint.
 */
export const CONSULTATION_TAKEN: ConsultingResponse = { result: true, isNotComplete: false };

/** A law_type_code that names no case type of call #13: the request is malformed. */
export const UNKNOWN_CASE_TYPE_ANSWER: ApiErrorBody = {
  result: false,
  msg: INVALID_REQUEST_MESSAGE,
  issues: [{ path: 'law_type_code', message: 'must be the type_idx of a case type, or empty' }],
};

/** A center_code that names no group of call #1: the request is malformed. */
export const UNKNOWN_CENTER_ANSWER: ApiErrorBody = {
  result: false,
  msg: INVALID_REQUEST_MESSAGE,
  issues: [{ path: 'center_code', message: 'must be the code of a group, or absent' }],
};

/** The row of a request: everything as sent (nothing escaped), plus the sender's address. */
function consultationRowOf({ body, clientAddress }: ConsultationSubmission): NewConsultationRow {
  const detail: Record<string, string> = {};
  for (const [label, value] of Object.entries(body.detail)) {
    if (value !== undefined) detail[label] = value;
  }
  return {
    ccName: body.cc_name,
    ccTel: body.cc_tel,
    lawTypeCode: body.law_type_code === '' ? null : body.law_type_code,
    contents: body.contents,
    cType: body.c_type,
    detail,
    isCheck: body.isCheck,
    isOver14: body.isOver14,
    // The site's group; a body without one came from the firm's own site (spec/site.md §9
    // "default centre code CT0000").
    centerCode: body.center_code ?? DEFAULT_CENTER_CODE,
    clientAddress,
  };
}

export async function submitConsultation(
  db: Db,
  submission: ConsultationSubmission,
): Promise<ConsultationOutcome> {
  const { law_type_code: lawTypeCode, center_code: centerCode } = submission.body;
  if (lawTypeCode !== '' && !(await caseTypeExists(db, Number(lawTypeCode)))) {
    return { status: 400, answer: UNKNOWN_CASE_TYPE_ANSWER };
  }
  if (centerCode !== undefined && !(await groupExists(db, centerCode))) {
    return { status: 400, answer: UNKNOWN_CENTER_ANSWER };
  }
  // spec/site.md §5: the first broken rule, in the spec's order, in the form's own words (an
  // individual's request: the individual form's rules).
  const broken = brokenConsultingRule(submission.body);
  if (broken) return { status: 400, answer: { result: false, msg: broken.message } };

  const consultation = consultationRowOf(submission);
  const { idempotencyKey } = submission;
  if (idempotencyKey === undefined) {
    await insertConsultation(db, consultation);
    return { status: 200, answer: CONSULTATION_TAKEN, replayed: false };
  }

  // Only a taken request stores its key: a refused one wrote nothing, so its retry is new.
  const requestHash = requestHashOf('POST', CONSULTING_PATH, submission.body);
  const claim = await insertConsultationOnce(db, {
    consultation,
    key: { key: idempotencyKey, requestHash, statusCode: 200, response: CONSULTATION_TAKEN },
    expiredBefore: new Date(Date.now() - IDEMPOTENCY_KEY_TTL_MS),
  });
  if (claim.inserted) return { status: 200, answer: CONSULTATION_TAKEN, replayed: false };
  if (claim.stored.requestHash !== requestHash) {
    return { status: 409, answer: { result: false, msg: IDEMPOTENCY_CONFLICT_MESSAGE } };
  }
  return {
    status: 200,
    answer: consultingResponseSchema.parse(claim.stored.response),
    replayed: true,
  };
}
