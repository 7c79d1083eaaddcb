import { vi } from 'vitest';

/**
 * jsdom has no matchMedia: this answers min-width queries the way a browser `width` pixels
 * wide would (undo with vi.unstubAllGlobals).
 */
export function viewportWidth(width: number): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? Infinity) <= width,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}
