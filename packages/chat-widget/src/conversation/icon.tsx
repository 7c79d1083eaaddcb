import type { ReactNode } from 'react';

/** The view's line icons: 24-unit grid, current colour, decorative (the control names itself). */
export function Icon({
  size = 20,
  strokeWidth = 2,
  className,
  testId,
  children,
}: {
  size?: number;
  strokeWidth?: number;
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <svg
      className={className}
      data-testid={testId}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}
