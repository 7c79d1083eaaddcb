// The consultation form's side of call #12 (spec/site.md §3 Consultation request, §5), without
// zod: the form's values and the request body made of them. The call and the schema the api and
// the form validate with are in calls/post-consulting.ts; the typed fields' limits in
// consult-field-limits.ts.
import { CONSULT_DETAIL_LABELS, PERSONAL_INQUIRY_TYPE } from '../constants';
import type { INQUIRY_TYPES } from '../constants';
import type { ConsultingBodyInput, ConsultingDetail } from '../calls/post-consulting';

/** The form's fields under their internal names (spec/site.md §3). */
export interface ConsultingFormValues {
  /** A corporate inquiry type; '' while none is chosen. */
  c_type: (typeof INQUIRY_TYPES)[number] | '';
  law_type_code: string;
  comp_name: string;
  comp_address: string;
  comp_business: string;
  comp_size: string;
  comp_managerName: string;
  comp_managerPos: string;
  comp_email: string;
  cc_tel: string;
  contents: string;
  isCheck: boolean;
  isOver14: boolean;
}

/**
 * The request body of the form's values: the company name as cc_name, details under labels,
 * and the group of the site that sends it when given.
 */
export function toConsultingBody(
  values: ConsultingFormValues,
  centerCode?: string,
): ConsultingBodyInput {
  const L = CONSULT_DETAIL_LABELS;
  const detail: ConsultingDetail = {};
  for (const name of Object.keys(L) as Array<keyof typeof L>) {
    detail[L[name]] = values[name];
  }
  return {
    cc_name: values.comp_name,
    cc_tel: values.cc_tel,
    law_type_code: values.law_type_code,
    contents: values.contents,
    c_type: values.c_type,
    detail,
    isCheck: values.isCheck,
    isOver14: values.isOver14,
    ...(centerCode === undefined ? {} : { center_code: centerCode }),
  };
}

/** The individual form's fields (spec/site.md §2 /consult): a person, not a company. */
export interface PersonalConsultingFormValues {
  name: string;
  cc_tel: string;
  law_type_code: string;
  contents: string;
  isCheck: boolean;
  isOver14: boolean;
}

/** Call #12's body for an individual: the name as cc_name, c_type personal, no detail. */
export function toPersonalConsultingBody(
  values: PersonalConsultingFormValues,
  centerCode?: string,
): ConsultingBodyInput {
  return {
    cc_name: values.name,
    cc_tel: values.cc_tel,
    law_type_code: values.law_type_code,
    contents: values.contents,
    c_type: PERSONAL_INQUIRY_TYPE,
    detail: {},
    isCheck: values.isCheck,
    isOver14: values.isOver14,
    ...(centerCode === undefined ? {} : { center_code: centerCode }),
  };
}
