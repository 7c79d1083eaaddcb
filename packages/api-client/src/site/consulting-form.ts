// The consultation form's side of call #12 (spec/site.md §3 Consultation request, §5), without
// zod: the form's values and the request body made of them. The call and the schema the api and
// the form validate with are in calls/post-consulting.ts; the typed fields' limits in
// consult-field-limits.ts.
import { CONSULT_DETAIL_LABELS } from '../constants';
import type { ConsultingBodyInput, ConsultingDetail } from '../calls/post-consulting';

/** The form's fields under their internal names (spec/site.md §3). */
export interface ConsultingFormValues {
  c_type: ConsultingBodyInput['c_type'];
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
