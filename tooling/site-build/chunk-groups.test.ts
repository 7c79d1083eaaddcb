import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { CENTRE_HOME_FIRST_VIEW, HOME_FIRST_VIEW, START_UP_MODULES } from './chunk-groups';

const workspace = fileURLToPath(new URL('../../', import.meta.url));

/** Every source file of the workspace's packages and apps, as an absolute path. */
function sourceFiles(): string[] {
  return ['packages', 'apps'].flatMap((top) =>
    readdirSync(join(workspace, top)).flatMap((name) => {
      const src = join(workspace, top, name, 'src');
      try {
        return readdirSync(src, { recursive: true, encoding: 'utf8' })
          .filter((file) => /\.tsx?$/.test(file))
          .map((file) => join(src, file));
      } catch {
        return [];
      }
    }),
  );
}

describe('the client build’s chunk groups', () => {
  const files = sourceFiles();

  it.each(START_UP_MODULES.map((pattern) => [String(pattern), pattern] as const))(
    'the start-up pattern %s names modules that exist',
    (_name, pattern) => {
      expect(
        files.filter((file) => pattern.test(file)).map((file) => relative(workspace, file)),
      ).not.toEqual([]);
    },
  );

  it('the home page’s first view names its page and its queries', () => {
    const matched = files.filter((file) => HOME_FIRST_VIEW.test(file));
    expect(matched.map((file) => relative(workspace, file)).sort()).toEqual([
      'packages/api-client/src/site/home-queries.ts',
      'packages/site/src/pages/home/home-page.tsx',
    ]);
  });

  it('a centre’s home names its route module, its page, sections and queries', () => {
    const matched = files
      .filter((file) => CENTRE_HOME_FIRST_VIEW.test(file))
      .map((file) => relative(workspace, file));
    expect(matched).toContain('packages/site/src/app/lib/centre-home-route.tsx');
    expect(matched).toContain('packages/site/src/pages/centre-home/centre-home-page.tsx');
    expect(matched).toContain('packages/site/src/pages/centre-home/centre-home-queries.ts');
    expect(matched.filter((file) => /\.(test|stories)\.|fixture/.test(file))).toEqual([]);
  });
});
