/** The line pictograms beside a control's text (arrows, chevrons): decorative, so hidden. */
export const LINE_ICON_PATHS = {
  chevronLeft: 'M10 3 5 8l5 5',
  chevronRight: 'm6 3 5 5-5 5',
  chevronUp: 'm3 10 5-5 5 5',
  chevronDown: 'm3 6 5 5 5-5',
  arrowUp: 'M8 12.667V3.333m-4 4 4-4 4 4',
  check: 'm3.5 8.5 3 3 6-7',
} as const;

export type LineIconName = keyof typeof LINE_ICON_PATHS;

export interface LineIconProps {
  name: LineIconName;
  /** Pixels. */
  size?: number;
  /** In the icon's 16 units. */
  strokeWidth?: number;
}

/** A 16-unit line icon drawn in the text colour, at `size` pixels. */
export function LineIcon({ name, size = 16, strokeWidth = 2 }: LineIconProps) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 16 16" width={size} height={size}>
      <path
        d={LINE_ICON_PATHS[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
