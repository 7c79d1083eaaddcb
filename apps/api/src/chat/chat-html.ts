// DESIGN.md §7: customer HTML is sanitized on the server before it is stored. DOMPurify on the
// jsdom window of plugins/server-dom (which keeps Node's fetch intact), created on first use.
import createDOMPurify from 'dompurify';
import type { DOMPurify } from 'dompurify';

import { createServerDomWindow } from '../plugins/server-dom';

/** What a chat message may hold: paragraphs, line breaks, emphasis and plain links. */
const CHAT_HTML_CONFIG = {
  ALLOWED_TAGS: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'a'],
  ALLOWED_ATTR: ['href'],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:)/i,
};

let purifier: Promise<{ purify: DOMPurify; textOf: (html: string) => string }> | undefined;

function loadPurifier() {
  purifier ??= createServerDomWindow().then((window) => {
    const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
    const textOf = (html: string) => {
      const template = window.document.createElement('template');
      template.innerHTML = html.replace(/<br\s*\/?>/gi, '\n').replace(/<\/p>/gi, '</p>\n');
      return (template.content.textContent ?? '').trim();
    };
    return { purify, textOf };
  });
  return purifier;
}

/** The sanitized HTML and its text (the message's plain_text and history preview). */
export async function sanitizeChatHtml(html: string): Promise<{ html: string; text: string }> {
  const { purify, textOf } = await loadPurifier();
  const safe = purify.sanitize(html, CHAT_HTML_CONFIG).trim();
  return { html: safe, text: textOf(safe) };
}
