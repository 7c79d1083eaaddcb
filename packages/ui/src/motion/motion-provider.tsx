import { LazyMotion, MotionConfig, domAnimation } from 'framer-motion';
import type { ReactNode } from 'react';

/**
 * Wrap an app once: framer-motion's LazyMotion with only the DOM animation features (a
 * fraction of the full bundle; components use `m.*`, never `motion.*`, which `strict`
 * enforces), and reducedMotion "user" so every animation honours the system setting.
 */
export function MotionProvider({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={domAnimation} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  );
}
