import { searchTerms } from '@lawfirm/api-client/site-core';
import { Fragment } from 'react';

/** The spans of `text` that hold one of `terms`, ignoring case, in order and not overlapping. */
function matchedSpans(text: string, terms: readonly string[]): Array<[number, number]> {
  const lower = text.toLowerCase();
  const spans: Array<[number, number]> = [];
  for (const term of terms) {
    const needle = term.toLowerCase();
    for (let at = lower.indexOf(needle); at !== -1; at = lower.indexOf(needle, at + needle.length))
      spans.push([at, at + needle.length]);
  }
  spans.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: Array<[number, number]> = [];
  for (const span of spans) {
    const last = merged.at(-1);
    if (last && span[0] <= last[1]) last[1] = Math.max(last[1], span[1]);
    else merged.push([...span]);
  }
  return merged;
}

/**
 * `text` with each word of `keyword` marked (<mark>) wherever it occurs, case-insensitively, the
 * words split as the api splits them (searchTerms), so a visitor sees why a result matched.
 * Without a keyword the text is returned as it is.
 */
export function Highlighted({ text, keyword }: { text: string; keyword?: string }) {
  const spans = matchedSpans(text, searchTerms(keyword));
  if (spans.length === 0) return <>{text}</>;
  const parts: Array<{ text: string; match: boolean }> = [];
  let from = 0;
  for (const [start, end] of spans) {
    if (start > from) parts.push({ text: text.slice(from, start), match: false });
    parts.push({ text: text.slice(start, end), match: true });
    from = end;
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
