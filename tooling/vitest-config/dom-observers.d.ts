/** Installs IntersectionObserver (everything fully in view) and an inert ResizeObserver on jsdom. */
export function installDomObservers(): void;
