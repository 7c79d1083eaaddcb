import { Fragment } from 'react';

/**
 * `text` with each occurrence of `keyword` marked (<mark>), case-insensitively, so a visitor sees
 * why a result matched. Without a keyword the text is returned as it is.
 */
export function Highlighted({ text, keyword }: { text: string; keyword?: string }) {
  if (!keyword) return <>{text}</>;
  const lower = text.toLowerCase();
  const needle = keyword.toLowerCase();
  const parts: Array<{ text: string; match: boolean }> = [];
  let from = 0;
  for (let at = lower.indexOf(needle); at !== -1; at = lower.indexOf(needle, from)) {
    if (at > from) parts.push({ text: text.slice(from, at), match: false });
    parts.push({ text: text.slice(at, at + needle.length), match: true });
    from = at + needle.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), match: false });
  return (
    <>
      {parts.map((part, index) =>
        part.match ? (
          <mark key={index} className="site-search-mark">
            {part.text}
          </mark>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
