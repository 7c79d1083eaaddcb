// The site's browser code loads no zod up front (spec/site.md §9: the home page's start-up
// script stays within its budget, DESIGN.md §9 Benchmarks). At run time it takes api-client's
// zod-free `site-core` (paths, query options, rules); `zod` and `@lawfirm/api-client/site` (the
// schemas) only as types, or through `import()` where a call needs them (a query's first fetch,
// a submit). Tests, stories and their fixtures may import anything; so may the modules named in `lazyModules`,
// which the code loads only through `import()`.

const TESTS_AND_STORIES = [
  'src/**/*.test.{ts,tsx}',
  'src/**/*.stories.tsx',
  'src/**/*-fixture.ts',
  'src/**/test-support/**',
  'src/**/test/**',
  'src/**/stories/**',
];

/**
 * @param {{ serverModules?: string[], lazyModules?: string[] }} [options] files (globs, from the
 *   package's folder) that never reach the browser's start-up: server entries, or modules the
 *   browser loads with `import()`.
 */
export function zodFreeBrowserCode({ serverModules = [], lazyModules = [] } = {}) {
  return [
    {
      files: ['src/**/*.{ts,tsx}'],
      ignores: [...TESTS_AND_STORIES, ...serverModules, ...lazyModules],
      rules: {
        '@typescript-eslint/no-restricted-imports': [
          'error',
          {
            paths: ['zod', '@lawfirm/api-client/site'].map((name) => ({
              name,
              allowTypeImports: true,
              message:
                "The site's browser code takes @lawfirm/api-client/site-core at run time: zod would load with every page (tooling/eslint-config/browser-bundle.js). Import types only, or load the call with import().",
            })),
            // The root entry is zod-free but for its schemas (and the helpers that build them).
            patterns: [
              {
                group: ['@lawfirm/api-client'],
                importNamePattern: '(Schema|^plainText|^storableText)$',
                allowTypeImports: true,
                message:
                  "A schema of @lawfirm/api-client brings zod into the site's start-up (tooling/eslint-config/browser-bundle.js): use the zod-free rule of site-core, a type, or import().",
              },
            ],
          },
        ],
      },
    },
  ];
}
