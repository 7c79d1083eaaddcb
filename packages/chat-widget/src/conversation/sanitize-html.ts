// DESIGN.md §7: every HTML string is sanitized with DOMPurify when rendered, even rich text
// the api sanitized before storing it. Chat rich text may hold paragraphs, emphasis, lists and
// links; web links open in a new tab without handing the page to the opened one, phone and mail
// links open their app; a web address written as text becomes a link (linkify.ts).
import DOMPurify from 'dompurify';

import { linkifiedParts } from './linkify';

export const CHAT_HTML_CONFIG = {
  ALLOWED_TAGS: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'span',
    'ul',
    'ol',
    'li',
    'a',
    'blockquote',
  ],
  ALLOWED_ATTR: ['href'],
  // http(s), mail and phone links only: no javascript:, data: or other schemes.
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:)/i,
};

/** Turns the web addresses in the fragment's text (outside its links) into links. */
function linkifyText(fragment: DocumentFragment): void {
  const doc = fragment.ownerDocument;
  const walker = doc.createTreeWalker(fragment, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  while (walker.nextNode()) texts.push(walker.currentNode as Text);
  for (const node of texts) {
    // Text without an address is put back as it was.
    if (node.parentElement?.closest('a')) continue;
    node.replaceWith(
      ...linkifiedParts(node.data).map(({ text, href }) =>
        href ? Object.assign(doc.createElement('a'), { href, textContent: text }) : text,
      ),
    );
  }
}

/** The rich text's HTML with everything outside CHAT_HTML_CONFIG removed. */
export function sanitizeChatHtml(html: string): string {
  const fragment = DOMPurify.sanitize(html, { ...CHAT_HTML_CONFIG, RETURN_DOM_FRAGMENT: true });
  linkifyText(fragment);
  for (const link of fragment.querySelectorAll('a')) {
    // A page opens in a new tab; a phone or mail link opens its app.
    if (/^https?:/i.test(link.getAttribute('href') ?? '')) link.target = '_blank';
    else link.removeAttribute('target');
    link.rel = 'noopener noreferrer';
  }
  const holder = document.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
}
