// The sign-up steps' choices (spec/site.md §4 Sign-up): toggle buttons (aria-pressed) in a
// labelled group, and the tooltip of a refused choice beside the chip that was refused.

export interface ChoiceOption<Value> {
  value: Value;
  label: string;
}

export interface ChoiceChipsProps<Value extends string | number> {
  options: readonly ChoiceOption<Value>[];
  selected: readonly Value[];
  onToggle: (value: Value) => void;
  /** The id of the text that names the group (a heading). */
  labelledBy: string;
  /** The id of the hint that describes it (the limit). */
  describedBy?: string;
  /** The chip whose choice was refused, or null. */
  tooltipAt: Value | null;
  tooltipMessage: string;
}

export function ChoiceChips<Value extends string | number>({
  options,
  selected,
  onToggle,
  labelledBy,
  describedBy,
  tooltipAt,
  tooltipMessage,
}: ChoiceChipsProps<Value>) {
  return (
    <div role="group" aria-labelledby={labelledBy} aria-describedby={describedBy}>
      <ul className="site-signup-chips">
        {options.map((option) => (
          <li key={option.value} className="site-signup-chips__item">
            <button
              type="button"
              className="site-signup-chip"
              aria-pressed={selected.includes(option.value)}
              onClick={() => onToggle(option.value)}
            >
              {option.label}
            </button>
            {tooltipAt === option.value ? (
              // Seen here; heard through LimitAnnouncement, so it is not read twice.
              <span className="site-signup-tooltip" aria-hidden="true">
                {tooltipMessage}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The refused choice's message for screen readers: a live region that is always there (one
 * added together with its text is often not read), filled while the tooltip shows.
 */
export function LimitAnnouncement({ message }: { message: string | null }) {
  return (
    <p role="status" className="lf-visually-hidden">
      {message ?? ''}
    </p>
  );
}
