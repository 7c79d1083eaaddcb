import { afterLoadAndFirstPaint } from './after-first-paint';
import { whenIdle } from './when-idle';

/**
 * Runs `callback` once the page has loaded and painted, at the browser's next idle moment:
 * when code that the first view does not need (the chat widget, the carousel engine, parts
 * hydrated late) is fetched, so it neither delays nor competes with the page's first load.
 */
export function afterLoadWhenIdle(callback: () => void): void {
  afterLoadAndFirstPaint(() => whenIdle(callback));
}
