import { linkifiedParts } from './linkify';
import { sanitizeChatHtml } from './sanitize-html';

/** spec §3 rich_text.html_content, rendered only through DOMPurify (sanitize-html.ts). */
export function RichText({ html }: { html: string }) {
  // Sanitized just above the DOM by sanitizeChatHtml; nothing else reaches innerHTML.
  return <div className="cv-rich" dangerouslySetInnerHTML={{ __html: sanitizeChatHtml(html) }} />;
}

/**
 * A message's plain text as text (React escapes it, so markup in a message is shown, never
 * run), its web addresses as links (linkify.ts).
 */
export function LinkedText({ text }: { text: string }) {
  return (
    <p className="cv-text">
      {linkifiedParts(text).map((part, index) =>
        part.href === undefined ? (
          part.text
        ) : (
          // Web addresses only (linkify.ts): each opens in a new tab.
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer">
            {part.text}
          </a>
        ),
      )}
    </p>
  );
}
