export { Button } from './button/button';
export type {
  ButtonAsButtonProps,
  ButtonAsLinkProps,
  ButtonProps,
  ButtonSize,
  ButtonVariant,
} from './button/button';
export { contrastRatio } from './color-contrast';
export {
  breakpoints,
  colors,
  cssVariables,
  fontFamily,
  fontSize,
  fontWeight,
  radii,
  space,
  tokens,
} from './tokens';
export type { Tokens } from './tokens';

export { Carousel } from './carousel/carousel';
export type { CarouselProps } from './carousel/carousel';
export { MotionProvider } from './motion/motion-provider';
export { Reveal } from './motion/reveal';
export type { RevealProps } from './motion/reveal';
export { activeElementFor, useFocusTrap, wrapFocusTarget } from './hooks/use-focus-trap';
export { useInView } from './hooks/use-in-view';
export type { UseInViewOptions } from './hooks/use-in-view';
export { maxWidthQuery, minWidthQuery, useMediaQuery } from './hooks/use-media-query';
export { usePublishedHeight } from './hooks/use-published-height';
export { REDUCED_MOTION_QUERY, usePrefersReducedMotion } from './hooks/use-prefers-reduced-motion';
export { useRotatingIndex } from './hooks/use-rotating-index';
export type { UseRotatingIndexOptions } from './hooks/use-rotating-index';
export { SMOOTH_SCROLL_DURATION_MS, smoothScrollTo } from './hooks/smooth-scroll';
export type { SmoothScrollOptions } from './hooks/smooth-scroll';
export { afterLoadAndFirstPaint } from './scheduling/after-first-paint';
export type { PaintEnvironment } from './scheduling/after-first-paint';
export { afterLoadWhenIdle } from './scheduling/after-load-when-idle';
export { IDLE_TIMEOUT_MS, whenIdle } from './scheduling/when-idle';
export type { IdleEnvironment } from './scheduling/when-idle';
export {
  deferredPart,
  preloadDeferredParts,
  renderDeferredPartsAtOnce,
} from './deferred/deferred-part';
export { whenDeferredPartsHydrated } from './deferred/hydration-progress';
