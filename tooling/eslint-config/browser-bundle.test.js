// The site's browser code takes zod and api-client's schemas as types only: ESLint runs each
// package's own config on a file in that package, as `pnpm lint` does.
import { join } from 'node:path';

import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');

/**
 * The messages of the rule for `source` as the file `file` of `packageDir`.
 * @param {string} packageDir
 * @param {string} file
 * @param {string} source
 */
async function bundleErrors(packageDir, file, source) {
  const dir = join(root, packageDir);
  const eslint = new ESLint({ cwd: dir, overrideConfigFile: join(dir, 'eslint.config.js') });
  const [result] = await eslint.lintText(`${source}\nexport const used = [value];\n`, {
    filePath: join(dir, file),
  });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === '@typescript-eslint/no-restricted-imports')
    .map((message) => message.message);
}

const BROWSER_CODE = [
  ['packages/site', 'src/pages/zod-check.tsx'],
  ['packages/banner', 'src/zod-check.ts'],
  ['packages/consult-form', 'src/zod-check.ts'],
  ['apps/main-site', 'src/routes/zod-check.tsx'],
];

describe("the site's browser code", () => {
  it.each(BROWSER_CODE)('in %s (%s) refuses zod and /site at run time', async (dir, file) => {
    for (const source of [
      "import { z as value } from 'zod';",
      "import { consultingBodySchema as value } from '@lawfirm/api-client/site';",
    ]) {
      const [message] = await bundleErrors(dir, file, source);
      expect(message).toContain('@lawfirm/api-client/site-core at run time');
    }
  });

  it.each(BROWSER_CODE)('in %s (%s) takes their types and site-core', async (dir, file) => {
    const source = [
      "import type { z } from 'zod';",
      "import type { HomeLanding } from '@lawfirm/api-client/site';",
      "import { HOME_LANDING_PATH as value } from '@lawfirm/api-client/site-core';",
      'export type Both = [z.ZodType, HomeLanding];',
    ].join('\n');
    expect(await bundleErrors(dir, file, source)).toEqual([]);
  });

  it.each([
    ['packages/site', 'src/pages/home/home-page.test.tsx'],
    ['packages/consult-form', 'src/check-form.ts'],
    ['apps/main-site', 'src/entry-server.tsx'],
  ])('lets %s (%s) import the schemas: a test, a lazy module, the server', async (dir, file) => {
    const source = "import { consultingBodySchema as value } from '@lawfirm/api-client/site';";
    expect(await bundleErrors(dir, file, source)).toEqual([]);
  });
});
