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
  const problemId = useId();
  return (
    <label className="bo-field">
      <span className="bo-field__label">{label}</span>
      <input
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
    </label>
  );
}
