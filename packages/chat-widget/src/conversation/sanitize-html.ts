// DESIGN.md §7: every HTML string is sanitized with DOMPurify when rendered, even rich text
// the api sanitized before storing it. Chat rich text may hold paragraphs, emphasis, lists and
// links; links open in a new tab without handing the page to the opened one.
import DOMPurify from 'dompurify';

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

/** The rich text's HTML with everything outside CHAT_HTML_CONFIG removed. */
export function sanitizeChatHtml(html: string): string {
  const fragment = DOMPurify.sanitize(html, { ...CHAT_HTML_CONFIG, RETURN_DOM_FRAGMENT: true });
  for (const link of fragment.querySelectorAll('a')) {
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
  }
  const holder = document.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
}
