import { describe, expect, it } from 'vitest';

import { entryPointKinds, findProblems, listExportTargets, ships } from './manifest.mjs';

const files = ['package.json', 'dist/index.js', 'dist/index.d.ts', 'dist/styles.css'];

const published = {
  license: 'UNLICENSED',
  publishConfig: { access: 'restricted' },
  exports: {
    '.': { types: './dist/index.d.ts', import: './dist/index.js' },
    './styles.css': './dist/styles.css',
    './package.json': './package.json',
  },
};

describe('listExportTargets', () => {
  it('walks subpaths, nested conditions and fallback arrays', () => {
    expect(
      listExportTargets({
        '.': { types: './a.d.ts', node: { import: ['./b.js', './c.js'] } },
        './x': null,
      }),
    ).toEqual([
      { subpath: '.', conditions: ['types'], target: './a.d.ts' },
      { subpath: '.', conditions: ['node', 'import'], target: './b.js' },
      { subpath: '.', conditions: ['node', 'import'], target: './c.js' },
    ]);
  });

  it('reads a bare string and a root condition map as the "." subpath', () => {
    expect(listExportTargets('./i.js')).toEqual([
      { subpath: '.', conditions: [], target: './i.js' },
    ]);
    expect(listExportTargets({ import: './i.js' })).toEqual([
      { subpath: '.', conditions: ['import'], target: './i.js' },
    ]);
  });
});

describe('ships', () => {
  it('matches a file, and a pattern when some file fits it', () => {
    expect(ships('./dist/index.js', files)).toBe(true);
    expect(ships('./src/index.ts', files)).toBe(false);
    expect(ships('./dist/*.css', files)).toBe(true);
    expect(ships('./dist/*.mjs', files)).toBe(false);
  });
});

describe('entryPointKinds', () => {
  it('tells modules with types from plain files', () => {
    expect(entryPointKinds(published.exports)).toEqual({
      modules: ['.'],
      files: ['./styles.css', './package.json'],
    });
  });
});

describe('findProblems', () => {
  it('accepts a manifest whose targets all ship', () => {
    expect(findProblems(published, files)).toEqual([]);
  });

  it('names a target the tarball does not ship', () => {
    const manifest = {
      ...published,
      exports: { ...published.exports, './fonts.css': { default: './dist/fonts.css' } },
    };
    expect(findProblems(manifest, files)).toEqual([
      'exports["./fonts.css"]["default"] points at ./dist/fonts.css, which the tarball does not ship',
    ]);
  });

  it('refuses the workspace source condition in a published manifest', () => {
    const manifest = {
      ...published,
      exports: { '.': { '@lawfirm/source': './src/index.ts', import: './dist/index.js' } },
    };
    expect(findProblems(manifest, files)).toEqual([
      expect.stringContaining('exports["."]["@lawfirm/source"] is published'),
    ]);
  });

  it('checks main and types beside exports', () => {
    expect(findProblems({ ...published, main: './dist/index.cjs' }, files)).toEqual([
      '"main" points at ./dist/index.cjs, which the tarball does not ship',
    ]);
  });

  it('refuses a proprietary licence with public access', () => {
    expect(findProblems({ ...published, publishConfig: { access: 'public' } }, files)).toEqual([
      '"license" is UNLICENSED (proprietary) but publishConfig.access is "public": it must be "restricted"',
    ]);
  });
});
