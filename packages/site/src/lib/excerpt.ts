// A text's excerpt, as a list item and a page's meta description show it.

/** Characters a Q&A list item shows of question_contents (spec/site.md §2 "a contents excerpt"). */
export const DEFAULT_EXCERPT_LENGTH = 120;

/** A one-paragraph excerpt: whitespace collapsed, cut at a word near `length` with an ellipsis. */
export function excerptOf(text: string, length = DEFAULT_EXCERPT_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length);
  const space = cut.lastIndexOf(' ');
  return `${(space > length * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
