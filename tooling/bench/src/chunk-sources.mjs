// `pnpm --filter @repo/bench run chunk-sources [dist-dir] [chunk...]`: what the built client's
// chunks hold, per source package, from their source maps. Build with maps first, outside
// dist/ (the product is not shipped with them):
//   pnpm --filter @lawfirm/main-site exec vite build --outDir /tmp/site-maps --sourcemap
// With chunk names (`index-Ab12.js`, as the bench lists them) only those count; otherwise all.
// With `--files`, the workspace's own sources are listed file by file instead of per package.
// Each package's bytes are gzipped alone (-9), so the parts add up to about the chunks' gzip.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import { SourceMapConsumer } from 'source-map-js';

const args = process.argv.slice(2);
const byFile = args.includes('--files');
const [dir = '/tmp/site-maps', ...wanted] = args.filter((arg) => arg !== '--files');
const assets = join(dir, 'assets');
const chunks = readdirSync(assets).filter(
  (name) => name.endsWith('.js') && (wanted.length === 0 || wanted.includes(name)),
);

/** A source path as its package: node_modules/<pkg>, packages/<pkg>, apps/<app>. */
function owner(source) {
  const modules = source.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const [scope, name] = source.slice(modules + 'node_modules/'.length).split('/');
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  const workspace = source.match(/(?:^|\/)((?:packages|apps)\/[^/]+)\/(.*)$/);
  if (!workspace) return '(bundler)';
  return byFile ? `${workspace[1]}/${workspace[2]}` : workspace[1];
}

/** @type {Map<string, string[]>} */
const byOwner = new Map();
for (const chunk of chunks) {
  const code = readFileSync(join(assets, chunk), 'utf8');
  const lines = code.split('\n');
  const map = new SourceMapConsumer(JSON.parse(readFileSync(join(assets, `${chunk}.map`), 'utf8')));
  const mappings = [];
  map.eachMapping((mapping) => mappings.push(mapping));
  mappings.forEach((mapping, index) => {
    const next = mappings[index + 1];
    const line = lines[mapping.generatedLine - 1] ?? '';
    const end = next?.generatedLine === mapping.generatedLine ? next.generatedColumn : line.length;
    const key = mapping.source ? owner(mapping.source) : '(bundler)';
    if (!byOwner.has(key)) byOwner.set(key, []);
    byOwner.get(key).push(line.slice(mapping.generatedColumn, end));
  });
}
const rows = [...byOwner].map(([source, parts]) => {
  const text = parts.join('');
  return { source, raw: text.length, gzip: gzipSync(text, { level: 9 }).length };
});
rows.sort((a, b) => b.gzip - a.gzip);
console.log(`${chunks.length} chunks of ${assets}`);
console.table(
  rows.map(({ source, raw, gzip }) => ({
    source,
    'raw KB': (raw / 1024).toFixed(1),
    'gzip KB': (gzip / 1024).toFixed(1),
  })),
);
