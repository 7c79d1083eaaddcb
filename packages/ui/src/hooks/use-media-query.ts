import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now, updated as it changes. On the server, and in the
 * first render of hydration, it answers `serverValue`, so markup matches what the server sent.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
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
