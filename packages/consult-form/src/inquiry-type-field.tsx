// spec/site.md §2: the inquiry type, corporate legal advice (comp_consult) or corporate
// litigation (comp_suit), as a labelled radio group. A radiogroup (not a fieldset) because it
// takes aria-required and aria-invalid; its radios are native, so arrow keys move the choice.
import { INQUIRY_TYPES, INQUIRY_TYPE_LABELS } from './constants';
import type { InquiryType } from './constants';
import { ErrorText, RequiredMark, describedBy } from './fields';

export const INQUIRY_TYPE_LABEL = '문의 유형';

export interface InquiryTypeFieldProps {
  id: string;
  value: InquiryType | '';
  onValueChange: (value: InquiryType) => void;
  error?: string;
}

export function InquiryTypeField({ id, value, onValueChange, error }: InquiryTypeFieldProps) {
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  return (
    <div className="lf-consult-form__field" data-invalid={error ? '' : undefined}>
      <span id={labelId} className="lf-consult-form__label">
        {INQUIRY_TYPE_LABEL}
        <RequiredMark />
      </span>
      <div
        role="radiogroup"
        className="lf-consult-form__choices"
        aria-labelledby={labelId}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && errorId)}
      >
        {INQUIRY_TYPES.map((type) => (
          <label key={type} className="lf-consult-form__choice">
            <input
              type="radio"
              name="c_type"
              value={type}
              checked={value === type}
              onChange={() => onValueChange(type)}
            />
            <span>{INQUIRY_TYPE_LABELS[type]}</span>
          </label>
        ))}
      </div>
      <ErrorText id={errorId} message={error} />
    </div>
  );
}
