// The one ESLint flat config of the repository. Packages call `defineConfig()` from their
// own eslint.config.js; React packages pass `{ react: true }`.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

import { boundaryRules } from './boundaries.js';

export { zodFreeBrowserCode } from './browser-bundle.js';

const ignored = {
  ignores: [
    '**/dist/**',
    '**/storybook-static/**',
    '**/node_modules/**',
    '**/routeTree.gen.ts',
    '**/.turbo/**',
    '**/coverage/**',
    '**/openapi/generated/**',
  ],
};

const typescript = {
  files: ['**/*.{ts,tsx}'],
  rules: {
    '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'separate-type-imports' }],
    '@typescript-eslint/no-unused-vars': [
      'error',
      { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
    ],
    'no-console': ['warn', { allow: ['warn', 'error', 'info'] }],
  },
};

const react = [
  reactHooks.configs.flat['recommended-latest'] ?? reactHooks.configs['recommended-latest'],
  jsxA11y.flatConfigs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
];

/**
 * @param {{ packageDir: string, react?: boolean, node?: boolean }} options `packageDir` is the
 *   package's own folder (`import.meta.dirname`): its name places it in the layers.
 */
export function defineConfig(options) {
  return tseslint.config(
    ignored,
    js.configs.recommended,
    ...tseslint.configs.recommended,
    typescript,
    // Named, not inferred: one process may load several packages' configs (the layer test).
    { languageOptions: { parserOptions: { tsconfigRootDir: options.packageDir } } },
    ...(options.react ? react : []),
    ...(options.node ? [{ languageOptions: { globals: { ...globals.node } } }] : []),
    ...boundaryRules(options.packageDir),
    prettier,
  );
}
