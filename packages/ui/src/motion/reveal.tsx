import { useRef } from 'react';
import type { CSSProperties, ElementType, ReactNode } from 'react';

import { useInView } from '../hooks/use-in-view';

export interface RevealProps {
  children: ReactNode;
  /** spec/site.md §4: the fraction seen that reveals it (0.1 to 1). */
  threshold?: number;
  /** Waits this long after it is seen (staggered reveals). */
  delayMs?: number;
  /** The element rendered; a div by default. */
  as?: ElementType;
  className?: string;
  id?: string;
}

/**
 * spec/site.md §4 "Scroll-reveal sections become visible at a given fraction seen and stay
 * visible": fades and lifts its content in once. CSS does the motion (reveal.css), so reduced
 * motion shows it at once and no animation library loads for it.
 */
export function Reveal({
  children,
  threshold = 0.1,
  delayMs = 0,
  as: Tag = 'div',
  className,
  id,
}: RevealProps) {
  const ref = useRef<HTMLElement>(null);
  const seen = useInView(ref, { threshold });
  const style = delayMs ? ({ '--lf-reveal-delay': `${delayMs}ms` } as CSSProperties) : undefined;
  return (
    <Tag
      ref={ref}
      id={id}
      className={['lf-reveal', className].filter(Boolean).join(' ')}
      data-revealed={seen ? '' : undefined}
      style={style}
    >
      {children}
    </Tag>
  );
}
