// The form's field markup: a visible label for every control, the required marker shown and
// announced (aria-required), and an error tied to its field (aria-invalid, aria-describedby).
import type { ComponentPropsWithRef, ReactNode } from 'react';

/** The ids of a field's hint and error, joined for aria-describedby; undefined when none. */
export function describedBy(...ids: Array<string | false | undefined>): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined || undefined;
}

/** spec/site.md §2 "Required markers": seen, not read (aria-required says it to a screen reader). */
export function RequiredMark() {
  return (
    <span className="lf-consult-form__required" aria-hidden="true">
      *
    </span>
  );
}

export function ErrorText({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="lf-consult-form__error">
      {message}
    </p>
  );
}

export function HintText({ id, hint }: { id: string; hint: string | undefined }) {
  if (!hint) return null;
  return (
    <p id={id} className="lf-consult-form__hint">
      {hint}
    </p>
  );
}

type InputProps = Omit<ComponentPropsWithRef<'input'>, 'id' | 'value' | 'onChange' | 'required'>;

export interface TextFieldProps extends InputProps {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  required?: boolean;
  hint?: string;
  error?: string;
}

export function TextField({
  id,
  label,
  value,
  onValueChange,
  required = false,
  hint,
  error,
  ...input
}: TextFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="lf-consult-form__field" data-invalid={error ? '' : undefined}>
      <label className="lf-consult-form__label" htmlFor={id}>
        {label}
        {required && <RequiredMark />}
      </label>
      <input
        {...input}
        id={id}
        className="lf-consult-form__input"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && hintId, error && errorId)}
      />
      <HintText id={hintId} hint={hint} />
      <ErrorText id={errorId} message={error} />
    </div>
  );
}

export interface CheckboxFieldProps {
  id: string;
  name: string;
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  error?: string;
  /** Shown under the box, such as the terms to read before agreeing. */
  children?: ReactNode;
}

export function CheckboxField({
  id,
  name,
  label,
  checked,
  onCheckedChange,
  error,
  children,
}: CheckboxFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="lf-consult-form__check" data-invalid={error ? '' : undefined}>
      <div className="lf-consult-form__check-row">
        <input
          id={id}
          name={name}
          type="checkbox"
          className="lf-consult-form__checkbox"
          checked={checked}
          onChange={(event) => onCheckedChange(event.target.checked)}
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error && errorId)}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      <ErrorText id={errorId} message={error} />
      {children}
    </div>
  );
}
