// A matchMedia for jsdom, which has none: width queries are answered from window.innerWidth
// and prefers-reduced-motion from a flag, so components that read media queries can be
// tested at any width. Listeners hear resizeTo and setReducedMotion.

/** @type {Set<() => void>} */
const listeners = new Set();
let reducedMotion = false;

/** @param {string} query */
function evaluate(query) {
  return query.split(',').some((part) =>
    part
      .split(/\band\b/)
      .map((term) => term.trim().replace(/^\(|\)$/g, ''))
      .filter(Boolean)
      .every((term) => {
        const [feature = '', raw = ''] = term.split(':').map((piece) => piece.trim());
        const px = Number.parseFloat(raw);
        if (feature === 'min-width') return window.innerWidth >= px;
        if (feature === 'max-width') return window.innerWidth <= px;
        if (feature === 'prefers-reduced-motion') return (raw === 'reduce') === reducedMotion;
        if (feature === 'scripting') return raw === 'enabled';
        return false;
      }),
  );
}

/** Installs the fake on window (call from a setup file). */
export function installMatchMedia() {
  window.matchMedia = (query) => {
    /** @type {Map<unknown, () => void>} */
    const bound = new Map();
    const list = {
      media: query,
      get matches() {
        return evaluate(query);
      },
      onchange: null,
      /** @param {string} _type @param {(event: unknown) => void} listener */
      addEventListener(_type, listener) {
        const notify = () => listener({ matches: evaluate(query), media: query });
        bound.set(listener, notify);
        listeners.add(notify);
      },
      /** @param {string} _type @param {(event: unknown) => void} listener */
      removeEventListener(_type, listener) {
        const notify = bound.get(listener);
        if (notify) listeners.delete(notify);
      },
      addListener(/** @type {(event: unknown) => void} */ listener) {
        list.addEventListener('change', listener);
      },
      removeListener(/** @type {(event: unknown) => void} */ listener) {
        list.removeEventListener('change', listener);
      },
      dispatchEvent: () => true,
    };
    return /** @type {MediaQueryList} */ (/** @type {unknown} */ (list));
  };
}

/** Sets the window's width and tells every media-query listener. */
export function resizeTo(width) {
  window.innerWidth = width;
  window.dispatchEvent(new Event('resize'));
  for (const notify of [...listeners]) notify();
}

/** Turns the prefers-reduced-motion answer on or off and tells the listeners. */
export function setReducedMotion(value) {
  reducedMotion = value;
  for (const notify of [...listeners]) notify();
}
