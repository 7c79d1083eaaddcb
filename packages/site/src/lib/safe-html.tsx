// DESIGN.md §7: every HTML string from the api is sanitized with DOMPurify when it is rendered.
// In the browser DOMPurify uses the page's DOM; a server renderer has none, so its host hands
// one in (provideServerDom, with a jsdom window) before rendering. Both sides then produce the same
// markup, which hydration needs.
import createDOMPurify from 'dompurify';
import type { DOMPurify } from 'dompurify';
import type { ElementType } from 'react';

/** What editorial HTML may hold here: inline emphasis and line breaks, no links or media. */
export const SAFE_HTML_CONFIG = {
  ALLOWED_TAGS: ['strong', 'b', 'em', 'i', 'u', 'br', 'span', 'mark', 'sup', 'sub'],
  ALLOWED_ATTR: ['class'],
};

/**
 * What a term or policy body may hold (spec/site.md §2 /common/term/{terms_code}): headings,
 * paragraphs, lists and tables besides the inline tags, still no links, media or scripts.
 */
export const DOCUMENT_HTML_CONFIG = {
  ALLOWED_TAGS: [
    ...SAFE_HTML_CONFIG.ALLOWED_TAGS,
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'blockquote',
    'table',
    'caption',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'div',
    'section',
    'hr',
  ],
  ALLOWED_ATTR: ['class', 'scope', 'colspan', 'rowspan'],
};

export type SafeHtmlConfig = typeof SAFE_HTML_CONFIG;

let serverPurifier: DOMPurify | undefined;

/** For server renderers: the window DOMPurify works on (a jsdom window). */
export function provideServerDom(window: unknown): void {
  serverPurifier = createDOMPurify(window as Parameters<typeof createDOMPurify>[0]);
}

const tagPattern = /<[^>]*>/g;

/**
 * The HTML with everything outside SAFE_HTML_CONFIG removed. Without any DOM (a server whose
 * host gave none) it keeps only the text, escaped by React: never unsanitized markup.
 */
export function sanitizeHtml(
  html: string,
  config: SafeHtmlConfig = SAFE_HTML_CONFIG,
): { html: string } | { text: string } {
  const purifier =
    typeof window !== 'undefined' && createDOMPurify.isSupported ? createDOMPurify : serverPurifier;
  if (!purifier) return { text: html.replace(tagPattern, '') };
  return { html: purifier.sanitize(html, config) };
}

/** Renders editorial HTML (strength titles, later FAQ answers) sanitized, in `as`. */
export function SafeHtml({
  html,
  as: Tag = 'span',
  className,
  config,
}: {
  html: string;
  as?: ElementType;
  className?: string;
  /** What may stay; SAFE_HTML_CONFIG (inline text) by default. */
  config?: SafeHtmlConfig;
}) {
  const safe = sanitizeHtml(html, config);
  if ('text' in safe) return <Tag className={className}>{safe.text}</Tag>;
  // Sanitized by DOMPurify just above.
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: safe.html }} />;
}
