// spec/site.md §2 Office map: "Share uses the browser share function or the clipboard with URL
// /map/{key}", with one of two messages.
import { SHARE_COPIED_MESSAGE, SHARE_UNSUPPORTED_MESSAGE } from './map-constants';

export interface ShareTarget {
  title: string;
  url: string;
}

/** The parts of `navigator` sharing uses, so tests can hand in their own. */
export interface ShareNavigator {
  share?: (data: ShareData) => Promise<void>;
  clipboard?: Pick<Clipboard, 'writeText'>;
}

/**
 * Shares through the browser's share sheet where there is one (no message: the sheet is the
 * feedback), else copies the URL. Answers the message to show, or null. A share the visitor
 * cancels is not an error.
 */
export async function shareOffice(
  target: ShareTarget,
  nav: ShareNavigator = navigator,
): Promise<string | null> {
  if (typeof nav.share === 'function') {
    try {
      await nav.share({ title: target.title, url: target.url });
      return null;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return null;
      // A share that fails otherwise (no user gesture, a policy) falls back to the clipboard.
    }
  }
  if (nav.clipboard && typeof nav.clipboard.writeText === 'function') {
    try {
      await nav.clipboard.writeText(target.url);
      return SHARE_COPIED_MESSAGE;
    } catch {
      return SHARE_UNSUPPORTED_MESSAGE;
    }
  }
  return SHARE_UNSUPPORTED_MESSAGE;
}
