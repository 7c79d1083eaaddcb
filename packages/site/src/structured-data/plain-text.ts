// Answers as plain text for structured data (a schema.org Answer's text is text): an HTML answer
// (gubun ck) with its markup stripped, or an editor document's text. No DOM is needed, so the
// same small function runs in the server's head and the browser's.
import type { EditorNode } from '@lawfirm/api-client/site-core';

/** Elements whose content is not text a reader sees. */
const HIDDEN_ELEMENTS =
  /<(script|style|template|noscript|iframe|object|svg|math)\b(?:[^>"']|"[^"]*"|'[^']*')*>[\s\S]*?<\/\1\s*>/gi;
/** Comments, also one left open at the end. */
const COMMENTS = /<!--[\s\S]*?(?:-->|$)/g;
/** Tags that end a line of text: paragraphs, list items, headings, line breaks. */
const LINE_TAGS =
  /<\/?(?:p|div|br|li|ul|ol|h[1-6]|tr|table|blockquote|section|article|header|footer|hr|pre|dd|dt)\b(?:[^>"']|"[^"]*"|'[^']*')*>/gi;
/** Any other tag, declaration or processing instruction; quoted attributes may hold '>'. */
const OTHER_TAGS = /<(?:\/?[A-Za-z][^\s/>]*|[!?])(?:[^>"']|"[^"]*"|'[^']*')*>/g;

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  middot: '·',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith('#')) {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/** Lines with their spaces collapsed, blank ones dropped. */
function tidyLines(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

/** The text an HTML fragment shows, one line per block, entities decoded. */
export function htmlToText(html: string): string {
  const text = html
    .replace(HIDDEN_ELEMENTS, ' ')
    .replace(COMMENTS, ' ')
    .replace(/\r?\n/g, ' ')
    .replace(LINE_TAGS, '\n')
    .replace(OTHER_TAGS, '');
  return tidyLines(decodeEntities(text));
}

/** The text of an editor document: its text nodes, a line per block, hard breaks kept. */
export function editorDocumentText(document: { content: readonly EditorNode[] }): string {
  return tidyLines(document.content.map(nodeText).join(''));
}

function nodeText(node: EditorNode): string {
  if (node.type === 'text') return node.text ?? '';
  if (node.type === 'hardBreak') return '\n';
  return `${(node.content ?? []).map(nodeText).join('')}\n`;
}
