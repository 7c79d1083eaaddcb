// What the actions do to the page beyond the widget (spec/chat-widget.md §4 object actions,
// §7 file download): open a link, dial, save a file. Kept apart so that tests can record them
// (jsdom implements neither navigation nor downloads).

export interface BrowserEffects {
  /** Opens a URL here (`self`) or in a new tab without access back to us (`blank`). */
  open(url: string, target: 'self' | 'blank'): void;
  /** Saves a file under its name (an <a download>). */
  save(blob: Blob, name: string): void;
}

const ALLOWED_PROTOCOLS = new Set(['http:', 'https:', 'tel:']);

/**
 * The absolute URL of a link the api sent, or null when it is not a web or phone link: a
 * javascript: or data: URL from a compromised workflow must never run in the host page.
 */
export function safeLinkUrl(link: string, base: string): string | null {
  try {
    const url = new URL(link, base);
    return ALLOWED_PROTOCOLS.has(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

/** A phone object's link as a tel: URL (the seed writes tel:1800-7905; a bare number works too). */
export function telUrlOf(link: string): string {
  return link.startsWith('tel:') ? link : `tel:${link.replace(/[^\d+]/g, '')}`;
}

export const windowEffects: BrowserEffects = {
  open(url, target) {
    if (target === 'self') window.location.assign(url);
    else window.open(url, '_blank', 'noopener,noreferrer');
  },
  save(blob, name) {
    const href = URL.createObjectURL(blob);
    const anchor = document.createElement('a');
    anchor.href = href;
    anchor.download = name;
    anchor.rel = 'noopener';
    anchor.style.display = 'none';
    document.body.append(anchor);
    anchor.click();
    anchor.remove();
    // After the click has handed the file to the browser.
    setTimeout(() => URL.revokeObjectURL(href), 0);
  },
};
