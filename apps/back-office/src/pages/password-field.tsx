// A password input with its label and, when there is one, its problem (announced and linked).
import { useId } from 'react';

export function PasswordField({
  label,
  name,
  autoComplete,
  value,
  onChange,
  problem,
}: {
  label: string;
  name: string;
  autoComplete: string;
  value: string;
  onChange(value: string): void;
  problem: string | undefined;
}) {
  const inputId = useId();
  const problemId = useId();
  // The problem is outside the label: it describes the input, it is not its name.
  return (
    <div className="bo-field">
      <label className="bo-field__label" htmlFor={inputId}>
        {label}
      </label>
      <input
        id={inputId}
        className="bo-input"
        type="password"
        name={name}
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? problemId : undefined}
        maxLength={256}
      />
      {problem && (
        <span id={problemId} className="bo-field__problem" role="alert">
          {problem}
        </span>
      )}
    </div>
  );
}
