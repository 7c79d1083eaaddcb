/** The parts of the browser `afterLoadAndFirstPaint` reads, so a test can hand in its own. */
export interface PaintEnvironment {
  document: Pick<Document, 'readyState'>;
  window: Pick<Window, 'addEventListener'>;
  PerformanceObserver: typeof PerformanceObserver | undefined;
}

/**
 * Runs `callback` once the page has loaded and shown its first contentful paint, whichever
 * comes last. The load event alone can come before the first paint (a slow or busy device),
 * and a top-priority request started then (web fonts) delays or competes with that paint.
 * Where the browser does not report paint timing, the load event alone decides.
 */
export function afterLoadAndFirstPaint(
  callback: () => void,
  environment: PaintEnvironment = { document, window, PerformanceObserver },
): void {
  let pending = 2;
  const settle = () => {
    pending -= 1;
    if (pending === 0) callback();
  };

  if (environment.document.readyState === 'complete') settle();
  else environment.window.addEventListener('load', settle, { once: true });

  const Observer = environment.PerformanceObserver;
  if (!Observer?.supportedEntryTypes?.includes('paint')) {
    settle();
    return;
  }
  const observer = new Observer((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    settle();
  });
  // buffered: a paint that happened before this script ran is reported too.
  observer.observe({ type: 'paint', buffered: true });
}
