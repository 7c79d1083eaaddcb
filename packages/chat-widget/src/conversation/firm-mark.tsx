import { CRIMSON } from '../theme';

/**
 * The fallback logo when the channel has none (spec §2 header: "a fallback logo if none"): a
 * crimson roundel with a white scale of justice. Decorative; the channel name beside it is
 * the text.
 */
export function FirmMark({ size = 32, className }: { size?: number; className?: string }) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="16" cy="16" r="16" fill={CRIMSON} />
      <g fill="none" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
        <path d="M16 8v15M11 24h10M9 11.5h14" />
        <path d="M9 11.5 6.5 17.5h5zM23 11.5l-2.5 6h5z" />
      </g>
      <circle cx="16" cy="8" r="1.4" fill="#fff" />
    </svg>
  );
}
