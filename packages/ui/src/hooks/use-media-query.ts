import { useCallback, useSyncExternalStore } from 'react';

/** Where there is no matchMedia (some embedding pages, test DOMs), nothing ever matches. */
const hasMatchMedia = (): boolean => typeof window.matchMedia === 'function';

/**
 * Whether a CSS media query matches now, updated as it changes. On the server, and in the
 * first render of hydration, it answers `serverValue`, so markup matches what the server sent.
 * Without matchMedia it answers false.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!hasMatchMedia()) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => hasMatchMedia() && window.matchMedia(query).matches,
    () => serverValue,
  );
}

/** `(min-width: Npx)`: true at N px and wider. */
export function minWidthQuery(px: number): string {
  return `(min-width: ${px}px)`;
}

/** `(max-width: Npx)`: true at N px and narrower. */
export function maxWidthQuery(px: number): string {
  return `(max-width: ${px}px)`;
}
