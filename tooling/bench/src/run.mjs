// `pnpm bench`: budgets of issue 4, measured against the built product and printed as tables.
// The home page's initial JS must stay within 170 KB gzip; Lighthouse (mobile) on / must
// score at least 90 for performance and 100 for accessibility, best practices and SEO.
// Exits 1 when a budget is missed. Build first (`pnpm build`).
import { measureInitialJs } from './home-js.mjs';
import { CATEGORIES, runLighthouse } from './lighthouse.mjs';
import { serveProduct } from './serve-product.mjs';

const HOME_JS_BUDGET_KB = 170;
const LIGHTHOUSE_TARGETS = { performance: 90, accessibility: 100, 'best-practices': 100, seo: 100 };

const kb = (bytes) => bytes / 1024;
// BENCH_PORT moves the product (and the demo, one port up) when 3950 is taken.
const port = Number(process.env.BENCH_PORT ?? 3950);
const product = await serveProduct({ port, demoPort: port + 1 });
let missed = false;
try {
  const files = await measureInitialJs(product.origin);
  const total = files.reduce((sum, file) => sum + file.gzip, 0);
  console.log('\nHome page initial JavaScript (gzip -9)');
  console.table(
    files.map((file) => ({
      file: file.file,
      'raw KB': kb(file.raw).toFixed(1),
      'gzip KB': kb(file.gzip).toFixed(1),
    })),
  );
  const withinJs = kb(total) <= HOME_JS_BUDGET_KB;
  missed ||= !withinJs;
  console.table([
    {
      measure: 'home initial JS',
      'gzip KB': kb(total).toFixed(1),
      'budget KB': HOME_JS_BUDGET_KB,
      'ratio to budget': (kb(total) / HOME_JS_BUDGET_KB).toFixed(2),
      verdict: withinJs ? 'within' : 'OVER',
    },
  ]);

  const { scores, failing } = await runLighthouse(`${product.origin}/`);
  console.log('\nLighthouse (mobile) on /');
  console.table(
    CATEGORIES.map((id) => {
      const ok = scores[id] >= LIGHTHOUSE_TARGETS[id];
      missed ||= !ok;
      return {
        category: id,
        score: scores[id],
        target: LIGHTHOUSE_TARGETS[id],
        verdict: ok ? 'met' : 'MISSED',
      };
    }),
  );
  if (failing.length > 0) console.log(failing.map((line) => `  ${line}`).join('\n'));
} finally {
  await product.stop();
}
console.log(missed ? '\nA budget was missed.' : '\nEvery budget met.');
process.exit(missed ? 1 : 0);
