// `pnpm --filter @repo/bench run chunk-sources [dist-dir] [chunk...]`: what the built client's
// chunks hold, per source package, from their source maps. Build with maps first, outside
// dist/ (the product is not shipped with them):
//   pnpm --filter @lawfirm/main-site exec vite build --outDir /tmp/site-maps --sourcemap
// With chunk names (`index-Ab12.js`, as the bench lists them) only those count; otherwise all.
// Each package's bytes are gzipped alone (-9), so the parts add up to about the chunks' gzip.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import { SourceMapConsumer } from 'source-map-js';

const [dir = '/tmp/site-maps', ...wanted] = process.argv.slice(2);
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
  const workspace = source.match(/(?:^|\/)((?:packages|apps)\/[^/]+)\//);
  return workspace ? workspace[1] : '(bundler)';
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
