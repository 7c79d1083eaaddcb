import { useEffect } from 'react';

// spec/chat-widget.md §2: "On an iOS-like mobile Safari a viewport setting with maximum scale
// 1 is applied while it is open." iOS zooms the page when a text field with a font under 16px
// gets focus and does not zoom back; capping the scale while the panel is open avoids that.

/** What the detection reads of `navigator`, so that tests hand in their own. */
export type NavigatorLike = Pick<Navigator, 'userAgent' | 'maxTouchPoints'>;

/**
 * An iPhone, iPod or iPad, including an iPad on iPadOS 13+ that presents itself as a Mac
 * (a "Macintosh" user agent with a touch screen), in WebKit: every browser on iOS is WebKit.
 */
export function isIosLikeSafari({ userAgent, maxTouchPoints }: NavigatorLike): boolean {
  if (!/AppleWebKit/.test(userAgent)) return false;
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

/** The viewport content with `maximum-scale=1` (replacing another maximum, keeping the rest). */
export function withMaximumScale(content: string): string {
  const parts = content
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !/^maximum-scale\s*=/i.test(part));
  return [...parts, 'maximum-scale=1'].join(', ');
}

/**
 * Applies `maximum-scale=1` to the page's viewport meta (adding one if the page has none) and
 * returns the function that puts back exactly what the page had.
 */
export function capViewportScale(doc: Document): () => void {
  const existing = doc.querySelector<HTMLMetaElement>('meta[name="viewport"]');
  if (!existing) {
    const meta = doc.createElement('meta');
    meta.name = 'viewport';
    meta.content = withMaximumScale('width=device-width, initial-scale=1');
    doc.head.append(meta);
    return () => meta.remove();
  }
  const original = existing.getAttribute('content');
  existing.setAttribute('content', withMaximumScale(original ?? ''));
  return () => {
    if (original === null) existing.removeAttribute('content');
    else existing.setAttribute('content', original);
  };
}

/** Caps the viewport scale while `active` on an iOS-like Safari; elsewhere does nothing. */
export function useViewportScaleCap(active: boolean): void {
  useEffect(() => {
    if (!active || !isIosLikeSafari(navigator)) return undefined;
    return capViewportScale(document);
  }, [active]);
}
