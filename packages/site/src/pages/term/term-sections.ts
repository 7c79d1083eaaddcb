// The table of contents of a term or policy page: one entry per h2 of its body, each linking to
// the heading's id. The body's own ids are kept (the privacy policy's `#cookies` stays a stable
// address); a heading without one gets `term-section-N`. Plain string work, so the server
// renders the same list as the browser.

export interface TermSection {
  id: string;
  title: string;
}

const H2 = /<h2(\s[^>]*)?>([\s\S]*?)<\/h2>/gi;
const ID_ATTRIBUTE = /\sid\s*=\s*("([^"]*)"|'([^']*)')/i;
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
};

/** A heading's words without its tags and with the few entities an editor writes decoded. */
function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}

/** The body with an id on every h2, and the h2s in order as TOC entries. */
export function withSectionAnchors(html: string): { html: string; sections: TermSection[] } {
  const sections: TermSection[] = [];
  const anchored = html.replace(H2, (_heading, attributes: string | undefined, inner: string) => {
    const attrs = attributes ?? '';
    const match = ID_ATTRIBUTE.exec(attrs);
    const id = match?.[2] ?? match?.[3] ?? `term-section-${sections.length + 1}`;
    sections.push({ id, title: plainText(inner) });
    return match ? `<h2${attrs}>${inner}</h2>` : `<h2 id="${id}"${attrs}>${inner}</h2>`;
  });
  return { html: anchored, sections };
}
