// spec/site.md §2 and §4: "A full-screen loader shows while submitting". The status region is
// always in the page, empty while idle, so that a screen reader announces the text it gets.
import { SUBMITTING_LABEL } from './constants';

export function SubmitLoader({ active }: { active: boolean }) {
  return (
    <div
      className="lf-consult-form__loader"
      role="status"
      aria-live="polite"
      data-active={active ? '' : undefined}
    >
      {active && (
        <>
          <span className="lf-consult-form__spinner" aria-hidden="true" />
          <span className="lf-consult-form__loader-text">{SUBMITTING_LABEL}</span>
        </>
      )}
    </div>
  );
}
