import { pageHead } from '../lib/page-head';

// spec/chat-widget.md §2: "Two page paths, /daeryuntalk and /daeryuntalk-test, set the page
// title to a chat-consultation title and enable handling of the URL hash."
export const CHAT_PAGE_PATHS: readonly string[] = ['/daeryuntalk', '/daeryuntalk-test'];

/** Whether `pathname` is one of the chat pages (a trailing slash tolerated). */
export function isChatPage(pathname: string): boolean {
  return CHAT_PAGE_PATHS.includes(pathname.replace(/(.)\/+$/, '$1'));
}

/**
 * The chat pages' head: their Korean title (spec §2: the chat-consultation title), and
 * noindex. They hold the chat application, not content a search engine should list
 * (DESIGN.md §8: unfinished or member pages are noindex; an app page is neither content).
 */
export function chatPageHead(title: string) {
  const { meta } = pageHead(title);
  return { meta: [...meta, { name: 'robots', content: 'noindex, nofollow' }] };
}
