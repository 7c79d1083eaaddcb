// DESIGN.md §7: every HTML string from the api is sanitized with DOMPurify when it is rendered,
// and its upload links are pointed at /SE2/upload (spec/site.md §7). In the browser DOMPurify
// uses the page's DOM; a server renderer has none, so its host hands one in (provideServerDom,
// with a jsdom window) before rendering. Both sides then produce the same markup, which
// hydration needs.
import { UPLOAD_URL_PREFIX } from '@lawfirm/api-client';
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
 * paragraphs, lists and tables besides the inline tags, links and images (their URLs checked by
 * DOMPurify: no javascript: or other script URLs), never scripts, frames or event handlers.
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
    'a',
    'img',
  ],
  ALLOWED_ATTR: [
    'class',
    'scope',
    'colspan',
    'rowspan',
    'href',
    'title',
    'src',
    'alt',
    'width',
    'height',
  ],
};

export type SafeHtmlConfig = typeof SAFE_HTML_CONFIG;

/**
 * spec/site.md §7 (end): "Body HTML is sanitized and the relative upload path prefix is
 * rewritten to /SE2/upload." Our reading: a body written in the firm's editor names an uploaded
 * file by a path relative to the editor's page, `../upload/x` (any depth), `./upload/x` or
 * `upload/x`, or from the root as `/upload/x`, which is how the api's seed writes the images of
 * FAQ answers (apps/api/src/seed/static-paths.ts). That prefix, at the start of a src or href,
 * becomes /SE2/upload/, where the api serves the uploads. Absolute URLs, other paths, and
 * /SE2/upload/ itself stay as they are.
 */
const RELATIVE_UPLOAD_PREFIX = /^(?:\.{1,2}\/)*\/?upload\//;

/** The URL with a relative upload prefix pointed at /SE2/upload/; any other URL unchanged. */
export function rewriteUploadUrl(url: string): string {
  return url.replace(RELATIVE_UPLOAD_PREFIX, `${UPLOAD_URL_PREFIX}/`);
}

const URL_ATTRIBUTES = ['src', 'href'] as const;

/** A DOMPurify of its own (hooks are per instance) that rewrites upload URLs it keeps. */
function uploadRewritingPurifier(window: Parameters<typeof createDOMPurify>[0]): DOMPurify {
  const purifier = createDOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    for (const name of URL_ATTRIBUTES) {
      const url = node.getAttribute(name);
      if (url === null) continue;
      const rewritten = rewriteUploadUrl(url.trim());
      if (rewritten !== url.trim()) node.setAttribute(name, rewritten);
    }
  });
  return purifier;
}

let serverPurifier: DOMPurify | undefined;
let browserPurifier: DOMPurify | undefined;

/** For server renderers: the window DOMPurify works on (a jsdom window). */
export function provideServerDom(window: unknown): void {
  serverPurifier = uploadRewritingPurifier(window as Parameters<typeof createDOMPurify>[0]);
}

function currentPurifier(): DOMPurify | undefined {
  if (typeof window !== 'undefined') {
    browserPurifier ??= uploadRewritingPurifier(window);
    if (browserPurifier.isSupported) return browserPurifier;
  }
  return serverPurifier;
}

const tagPattern = /<[^>]*>/g;

/**
 * The HTML with everything outside SAFE_HTML_CONFIG removed and upload URLs rewritten. Without any DOM (a server whose
 * host gave none) it keeps only the text, escaped by React: never unsanitized markup.
 */
export function sanitizeHtml(
  html: string,
  config: SafeHtmlConfig = SAFE_HTML_CONFIG,
): { html: string } | { text: string } {
  const purifier = currentPurifier();
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
