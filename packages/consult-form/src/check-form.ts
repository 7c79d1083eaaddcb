// spec/site.md §5: what the form checks on submit. First the §5 rules in the spec's order, with
// their six messages (validate.ts); then the zod schema the api validates call #12 with, so a
// request the api would refuse (an e-mail address it cannot read, tag-like markup) is caught
// here and named at its field instead of coming back as a generic 400.
import {
  CONSULT_DETAIL_LABELS,
  INVALID_REQUEST_MESSAGE,
  PLAIN_TEXT_MESSAGE,
  STORABLE_TEXT_MESSAGE,
} from '@lawfirm/api-client';
import { consultingBodySchema, toConsultingBody } from '@lawfirm/api-client/site';
import type { ConsultingBodyInput } from '@lawfirm/api-client/site';

import { INVALID_EMAIL_MESSAGE } from './constants';
import { FORM_FIELDS } from './form-values';
import type { ConsultFormValues, FieldError, FormField } from './form-values';
import { validateConsultRequest } from './validate';

// The schema's own Korean messages, written for the visitor; its other messages are English,
// for developers, and are replaced by the api's own Korean answer to a refused body.
const VISITOR_MESSAGES: ReadonlySet<string> = new Set([PLAIN_TEXT_MESSAGE, STORABLE_TEXT_MESSAGE]);

const DETAIL_FIELDS = Object.fromEntries(
  Object.entries(CONSULT_DETAIL_LABELS).map(([name, label]) => [label, name]),
) as Record<string, FormField>;

/** The form field a body path names: `cc_name` is the company name, `detail.회사명` too. */
function fieldOfPath(path: ReadonlyArray<PropertyKey>): FormField | undefined {
  const [head, label] = path;
  if (head === 'cc_name') return 'comp_name';
  if (head === 'detail') return typeof label === 'string' ? DETAIL_FIELDS[label] : undefined;
  return FORM_FIELDS.find((field) => field === head);
}

/** The first field, in the form's order, that call #12's schema refuses, or undefined. */
export function checkAgainstSchema(body: ConsultingBodyInput): FieldError | undefined {
  const parsed = consultingBodySchema.safeParse(body);
  if (parsed.success) return undefined;
  const errors = parsed.error.issues.map((issue) => {
    const field = fieldOfPath(issue.path) ?? 'c_type';
    const message = VISITOR_MESSAGES.has(issue.message)
      ? issue.message
      : field === 'comp_email'
        ? INVALID_EMAIL_MESSAGE
        : INVALID_REQUEST_MESSAGE;
    return { field, message };
  });
  errors.sort((a, b) => FORM_FIELDS.indexOf(a.field) - FORM_FIELDS.indexOf(b.field));
  return errors[0];
}

/** The first thing to correct before the form may be sent, or undefined when it may be sent. */
export function checkConsultForm(values: ConsultFormValues): FieldError | undefined {
  const rules = validateConsultRequest(values);
  if (!rules.valid) return { field: rules.field, message: rules.message };
  return checkAgainstSchema(toConsultingBody(values));
}
