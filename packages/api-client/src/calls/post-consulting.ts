// Call #12 of spec/site.md §7: POST /api/consulting, a corporate consultation request (spec/site.md
// §3 Consultation request). "Reads result, msg, isNotComplete." The schema checks types and
// lengths; the §5 rules (rules/consultation-rules.ts) then decide, in the spec's order, with
// the same Korean messages on both sides. What a visitor types is plain text: tag-like markup is
// refused (entities/plain-text.ts), so no script is ever stored.
import { z } from 'zod';

import {
  CONSULT_DETAIL_LABELS,
  MAX_IDX,
  GROUP_CODE_PATTERN,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_MAX_LENGTH,
  INQUIRY_TYPES,
  MEMO_MAX_LENGTH,
  PERSONAL_INQUIRY_TYPE,
} from '../constants';
import { apiErrorBodyFrom } from '../entities/api-error';
import { resultSchema } from '../entities/envelope';
import { plainText } from '../entities/plain-text';
import type { ApiClient } from '../http/client';
import {
  checkConsultationRules,
  checkPersonalConsultationRules,
} from '../rules/consultation-rules';
import type { ConsultationRuleInput } from '../rules/consultation-rules';
import { isIdx } from '../rules/idx';
import { CONSULT_FIELD_MAX_LENGTH } from '../site/consult-field-limits';
import { CONSULTING_PATH } from '../site/paths';

export { CONSULTING_PATH } from '../site/paths';

const L = CONSULT_DETAIL_LABELS;
const M = CONSULT_FIELD_MAX_LENGTH;

/**
 * The detail object, under its Korean labels. Every entry is optional: the §5 rules, not the
 * schema, report a missing company or manager name, so that the visitor reads the spec's
 * message.
 */
export const consultingDetailSchema = z.strictObject({
  [L.comp_name]: plainText(z.string().max(M.companyName)).optional(),
  [L.comp_address]: plainText(z.string().max(M.address)).optional(),
  [L.comp_business]: plainText(z.string().max(M.business)).optional(),
  [L.comp_size]: plainText(z.string().max(M.size)).optional(),
  [L.comp_managerName]: plainText(z.string().max(M.managerName)).optional(),
  [L.comp_managerPos]: plainText(z.string().max(M.managerPosition)).optional(),
  [L.comp_email]: z.union([z.literal(''), z.email().max(M.email)]).optional(),
});

export const consultingBodySchema = z
  .strictObject({
    /** Company name, or an individual's name (c_type personal); '' lets the rule answer. */
    cc_name: plainText(z.string().max(M.companyName)),
    /** Contact number, digits only (§5 "digits without hyphens"); '' lets the §5 rule answer. */
    cc_tel: z.string().regex(/^\d{0,11}$/, 'must be up to 11 digits, without hyphens'),
    /**
     * The chosen case field: a type_idx of call #13, as text; '' when none is chosen. The api
     * also checks that the case type exists.
     */
    law_type_code: z
      .string()
      .max(String(MAX_IDX).length)
      .refine((value) => value === '' || isIdx(value), 'must be a type_idx or empty'),
    /** The memo (§5: at most 500 characters). */
    contents: plainText(z.string().max(MEMO_MAX_LENGTH)),
    /**
     * The inquiry type: a corporate one, or personal for the individual form; '' while none is
     * chosen, which the §5 rule answers.
     */
    c_type: z.enum([...INQUIRY_TYPES, PERSONAL_INQUIRY_TYPE, '']),
    /** The company's detail; an individual's request has none ({}). */
    detail: consultingDetailSchema,
    /** Privacy consent. */
    isCheck: z.boolean(),
    isOver14: z.boolean(),
    /**
     * Ours: the group whose site the request was sent from (spec/site.md §1 "Each group has its
     * own footer and consultation links"; §2 route table: the consult links "may be prefixed by
     * a centre URL"). The spec's body names none; absent is the whole firm, CT0000 (§9). The api
     * also checks that the group exists.
     */
    center_code: z
      .string()
      .regex(GROUP_CODE_PATTERN, 'must be a group code like CT0023')
      .optional(),
  })
  .refine(
    (body) => body.c_type !== PERSONAL_INQUIRY_TYPE || Object.keys(body.detail).length === 0,
    {
      path: ['detail'],
      message: 'must be empty ({}) for a personal request',
    },
  );

/**
 * The request headers the api reads: an optional Idempotency-Key (Node lower-cases header names),
 * printable ASCII without spaces, at most IDEMPOTENCY_KEY_MAX_LENGTH. Loose: other headers pass.
 */
export const consultingHeadersSchema = z.looseObject({
  [IDEMPOTENCY_KEY_HEADER.toLowerCase() as Lowercase<typeof IDEMPOTENCY_KEY_HEADER>]: z
    .string()
    .min(1)
    .max(IDEMPOTENCY_KEY_MAX_LENGTH)
    .regex(/^[\x21-\x7E]+$/, 'must be printable ASCII without spaces')
    .optional(),
});

export const consultingResponseSchema = resultSchema.extend({
  /**
   * True when the request was taken but the site must not show the completion page. The api
   * sends false today (apps/api/README.md, Consultation endpoint): true is kept for a request held for review.
   */
  isNotComplete: z.boolean().optional(),
});

export type ConsultingDetail = z.infer<typeof consultingDetailSchema>;
export type ConsultingBodyInput = z.input<typeof consultingBodySchema>;
export type ConsultingResponse = z.infer<typeof consultingResponseSchema>;

/** What the §5 rules read from a request body (the api's side of the same rules). */
export function consultationRuleInputOf(body: ConsultingBodyInput): ConsultationRuleInput {
  return {
    isCheck: body.isCheck,
    isOver14: body.isOver14,
    c_type: body.c_type,
    comp_name: body.cc_name,
    comp_managerName: body.detail[L.comp_managerName] ?? '',
    cc_tel: body.cc_tel,
  };
}

/**
 * The first rule a request breaks, with its Korean message, or undefined: the individual form's
 * rules for a personal request, the §5 rules for the rest. The api answers with it.
 */
export function brokenConsultingRule(
  body: ConsultingBodyInput,
): { field: string; message: string } | undefined {
  if (body.c_type === PERSONAL_INQUIRY_TYPE) {
    return checkPersonalConsultationRules({
      isCheck: body.isCheck,
      isOver14: body.isOver14,
      cc_name: body.cc_name,
      cc_tel: body.cc_tel,
      contents: body.contents,
    });
  }
  return checkConsultationRules(consultationRuleInputOf(body));
}

export interface PostConsultingOptions {
  /**
   * Sent as the Idempotency-Key header: a retried submit with the same key counts once. One
   * key per filled-in form, not per click.
   */
  idempotencyKey?: string;
  signal?: AbortSignal;
}

/**
 * Submits the request. An error answer the api explains with a Korean `msg` (400 for a broken
 * rule or bad input, 429 for too many requests) resolves as `{ result: false, msg }`, so that the
 * site alerts msg as spec/site.md §8 says; any other failure rejects with the ApiError.
 */
export async function postConsulting(
  client: ApiClient,
  body: ConsultingBodyInput,
  { idempotencyKey, signal }: PostConsultingOptions = {},
): Promise<ConsultingResponse> {
  try {
    return await client.request(CONSULTING_PATH, {
      method: 'POST',
      body,
      schema: consultingResponseSchema,
      signal,
      headers: idempotencyKey ? { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } : undefined,
    });
  } catch (error) {
    const explained = apiErrorBodyFrom(error);
    if (explained) return { result: false, msg: explained.msg };
    throw error;
  }
}
