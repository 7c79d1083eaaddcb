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
import {
  checkPersonalConsultationRules,
  consultingBodySchema,
  toConsultingBody,
  toPersonalConsultingBody,
} from '@lawfirm/api-client/site';
import type { ConsultingBodyInput } from '@lawfirm/api-client/site';

import { INVALID_EMAIL_MESSAGE } from './constants';
import { FORM_FIELDS } from './form-values';
import type { ConsultFormValues, FieldError, FormField } from './form-values';
import { PERSONAL_FORM_FIELDS } from './personal-form-values';
import type { PersonalFormError, PersonalFormValues } from './personal-form-values';
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

/** The message of a refusal of call #12's schema for the visitor. */
const visitorMessageOf = (message: string, field: string) =>
  VISITOR_MESSAGES.has(message)
    ? message
    : field === 'comp_email'
      ? INVALID_EMAIL_MESSAGE
      : INVALID_REQUEST_MESSAGE;

/**
 * The first field, in the form's order (`fields`), that call #12's schema refuses; `fieldOf`
 * names the form's field of a body path (`fallback` when none does).
 */
function firstSchemaError<Field extends string>(
  body: ConsultingBodyInput,
  fields: readonly Field[],
  fieldOf: (path: ReadonlyArray<PropertyKey>) => Field | undefined,
  fallback: Field,
): { field: Field; message: string } | undefined {
  const parsed = consultingBodySchema.safeParse(body);
  if (parsed.success) return undefined;
  const errors = parsed.error.issues.map((issue) => {
    const field = fieldOf(issue.path) ?? fallback;
    return { field, message: visitorMessageOf(issue.message, field) };
  });
  errors.sort((a, b) => fields.indexOf(a.field) - fields.indexOf(b.field));
  return errors[0];
}

/** The first field, in the form's order, that call #12's schema refuses, or undefined. */
export function checkAgainstSchema(body: ConsultingBodyInput): FieldError | undefined {
  return firstSchemaError(body, FORM_FIELDS, fieldOfPath, 'c_type');
}

/** The first thing to correct before the form may be sent, or undefined when it may be sent. */
export function checkConsultForm(values: ConsultFormValues): FieldError | undefined {
  const rules = validateConsultRequest(values);
  if (!rules.valid) return { field: rules.field, message: rules.message };
  return checkAgainstSchema(toConsultingBody(values));
}

/** The individual form's field of a body path: cc_name is the name. */
function personalFieldOfPath(path: ReadonlyArray<PropertyKey>) {
  const [head] = path;
  if (head === 'cc_name') return 'name';
  return PERSONAL_FORM_FIELDS.find((field) => field === head);
}

/**
 * The individual form (/consult): its rules in their order, then call #12's schema, as the
 * corporate form's checks.
 */
export function checkPersonalConsultForm(
  values: PersonalFormValues,
): PersonalFormError | undefined {
  const body = toPersonalConsultingBody(values);
  const broken = checkPersonalConsultationRules(body);
  if (broken) {
    return { field: broken.field === 'cc_name' ? 'name' : broken.field, message: broken.message };
  }
  return firstSchemaError(body, PERSONAL_FORM_FIELDS, personalFieldOfPath, 'contents');
}
