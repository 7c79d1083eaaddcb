import { useLayoutEffect, type RefObject } from 'react';

import { adoptStyles } from '../adopt-styles';

/**
 * A lazily loaded view brings its own CSS: adopted into the shadow root (or document) its
 * element is in, before the first paint, and removed when it unmounts (CSP-safe, adopt-styles).
 */
export function useAdoptedStyles(elementRef: RefObject<HTMLElement | null>, cssText: string) {
  useLayoutEffect(() => {
    const root = elementRef.current?.getRootNode();
    if (!(root instanceof ShadowRoot) && !(root instanceof Document)) return undefined;
    return adoptStyles(root, cssText);
  }, [elementRef, cssText]);
}
