// Plain web addresses in a message become links (as in every messenger): an operator who
// pastes https://… means it to be followed. Only http(s) addresses are taken, and what ends a
// sentence after one (a full stop, a comma, a closing bracket) stays text.

/** A piece of a message's text; a web address has its href. */
export interface TextPart {
  text: string;
  href?: string;
}

// An address ends on a character that does not close a sentence or a bracket.
const URL_PATTERN = /https?:\/\/[^\s<>"']*[^\s<>"'.,;:!?)\]…。]/gi;

/** The text cut into plain pieces and the web addresses in it, in order. */
export function linkifiedParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let from = 0;
  for (const { 0: url, index } of text.matchAll(URL_PATTERN)) {
    if (index > from) parts.push({ text: text.slice(from, index) });
    parts.push({ text: url, href: url });
    from = index + url.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from) });
  return parts;
}
