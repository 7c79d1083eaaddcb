import { sanitizeChatHtml } from './sanitize-html';

/** spec §3 rich_text.html_content, rendered only through DOMPurify (sanitize-html.ts). */
export function RichText({ html }: { html: string }) {
  // Sanitized just above the DOM by sanitizeChatHtml; nothing else reaches innerHTML.
  return <div className="cv-rich" dangerouslySetInnerHTML={{ __html: sanitizeChatHtml(html) }} />;
}
