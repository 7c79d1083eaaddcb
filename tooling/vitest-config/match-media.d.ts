/** Installs a width- and reduced-motion-aware window.matchMedia on jsdom. */
export function installMatchMedia(): void;
/** Sets window.innerWidth and notifies media-query listeners. */
export function resizeTo(width: number): void;
/** Sets the prefers-reduced-motion answer and notifies media-query listeners. */
export function setReducedMotion(value: boolean): void;
