import { mountWidget, type ChatWidgetHandle } from './loader/widget';
import { resolveOptions, type ChatWidgetOptions } from './options';

/**
 * Mounts the widget on the current page for hosts that bundle this package (React or not).
 * The panel comes from a split chunk of this package, loaded on first open, and renders with
 * the host's own React. Call it in the browser only (it touches `document`).
 */
export function mountChatWidget(options: ChatWidgetOptions = {}): ChatWidgetHandle {
  return mountWidget(
    document,
    resolveOptions(options, window.location.origin),
    () => import('./panel/create-panel'),
  );
}
