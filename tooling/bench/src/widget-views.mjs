// The chat widget's views that load when first used (spec/chat-widget.md §2: history, phone
// verification, the image viewer): what opening each one fetches beyond the panel, read from
// the built chunks' static imports. Budget: 15 KB gzip each.
import { readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const EMBED_DIR = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../../packages/chat-widget/dist/embed',
);
const VIEW_BUDGET_KB = 15;
/** Where the panel's split chunks are (packages/chat-widget's EMBED_CHUNKS_DIR). */
const CHUNKS_DIR = 'chunks';
/** The entry chunk of each lazily loaded view, by its file name's start. */
const VIEWS = {
  'history view': 'history-view-',
  'phone verification': 'verification-view-',
  'image viewer': 'image-viewer-',
};

/**
 * The chunks a chunk imports statically (`from"./x.js"`), the way the browser follows them,
 * as paths under EMBED_DIR (panel.js imports `./chunks/x.js`; the chunks one another).
 */
function staticImports(file) {
  const code = readFileSync(join(EMBED_DIR, file), 'utf8');
  return [...code.matchAll(/(?:^|[;}\s])import\s*[^"'(]*?from\s*["'](\.\/[^"']+)["']/g)].map(
    (match) => posix.join(posix.dirname(file), match[1]),
  );
}

/** `entry` and every chunk it reaches by static imports. */
function closure(entry) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    staticImports(file).forEach(visit);
  };
  visit(entry);
  return seen;
}

const gzipKb = (file) => gzipSync(readFileSync(join(EMBED_DIR, file)), { level: 9 }).length / 1024;

export async function measureWidgetViews() {
  const files = (await readdir(join(EMBED_DIR, CHUNKS_DIR)))
    .filter((file) => file.endsWith('.js'))
    .map((file) => `${CHUNKS_DIR}/${file}`);
  const panel = closure('panel.js');
  const rows = Object.entries(VIEWS).map(([view, prefix]) => {
    const entry = files.find((file) => file.startsWith(`${CHUNKS_DIR}/${prefix}`));
    if (!entry)
      return {
        view,
        chunks: 'not built',
        'gzip KB': '',
        'budget KB': VIEW_BUDGET_KB,
        verdict: 'MISSING',
      };
    const extra = [...closure(entry)].filter((file) => !panel.has(file));
    const kb = extra.reduce((sum, file) => sum + gzipKb(file), 0);
    return {
      view,
      chunks: extra.length,
      'gzip KB': kb.toFixed(1),
      'budget KB': VIEW_BUDGET_KB,
      verdict: kb <= VIEW_BUDGET_KB ? 'within' : 'OVER',
    };
  });
  return { rows, met: rows.every((row) => row.verdict === 'within') };
}
