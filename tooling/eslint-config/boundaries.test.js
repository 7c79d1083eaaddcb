// A forbidden import fails lint: ESLint runs each package's own config on a file in that
// package, as `pnpm lint` does.
import { join } from 'node:path';

import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

import { ALLOWED_IMPORTS, boundaryRules } from './boundaries.js';

const root = join(import.meta.dirname, '..', '..');

/**
 * The messages of the layer rule for `source` as a file of `packageDir`.
 * @param {string} packageDir
 * @param {string} source
 */
async function boundaryErrors(packageDir, source) {
  const dir = join(root, packageDir);
  const eslint = new ESLint({ cwd: dir, overrideConfigFile: join(dir, 'eslint.config.js') });
  const [result] = await eslint.lintText(source, { filePath: join(dir, 'src', 'layer-check.ts') });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

describe('the layers', () => {
  it.each([
    ['packages/ui', "import { SiteLayout } from '@lawfirm/site';"],
    ['packages/ui', "import { Banner } from '@lawfirm/banner';"],
    ['packages/banner', "import { ConsultForm } from '@lawfirm/consult-form';"],
    ['packages/api-client', "import { Button } from '@lawfirm/ui';"],
    ['packages/site', "import type { Routes } from '@lawfirm/main-site/routes';"],
    ['apps/api', "import { SiteLayout } from '@lawfirm/site';"],
    ['apps/api', "import { ChatWidget } from '@lawfirm/chat-widget';"],
    ['apps/main-site', "import { buildApp } from '@lawfirm/api';"],
  ])('refuse in %s: %s', async (packageDir, source) => {
    const errors = await boundaryErrors(packageDir, `${source}\nexport {};\n`);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('imports go one way');
  });

  it('keep the site and the operator side out of the widget', async () => {
    const [site] = await boundaryErrors(
      'packages/chat-widget',
      "import { FAQ_LIST_PATH } from '@lawfirm/api-client/site';\nexport {};\n",
    );
    expect(site).toContain('its bundle carries its own area only');
    expect(
      await boundaryErrors(
        'packages/chat-widget',
        "import { CHAT_PATHS } from '@lawfirm/api-client/chat';\nexport {};\n",
      ),
    ).toEqual([]);
  });

  it.each([
    ['packages/ui', "import { CHAT_PATHS } from '@lawfirm/api-client/chat';"],
    ['packages/site', "import { Button } from '@lawfirm/ui';"],
    ['apps/main-site', "import { SiteLayout } from '@lawfirm/site';"],
    ['apps/api', "import { CHAT_PATHS } from '@lawfirm/api-client/chat';"],
  ])('allow in %s: %s', async (packageDir, source) => {
    expect(await boundaryErrors(packageDir, `${source}\nexport {};\n`)).toEqual([]);
  });

  it('places every package of ours', () => {
    expect(() => boundaryRules(join(root, 'tooling', 'eslint-config'))).toThrow(
      /@repo\/eslint-config has no place in the layers/,
    );
    expect(ALLOWED_IMPORTS['@lawfirm/api']).toEqual(['@lawfirm/api-client']);
  });
});
