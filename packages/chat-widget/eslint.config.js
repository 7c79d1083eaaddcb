import { defineConfig } from '@repo/eslint-config';

export default [
  ...defineConfig({ packageDir: import.meta.dirname, react: true }),
  // The panel ships to third-party pages within its budget (README, Bundle): at run time it takes
  // the chat from api-client's zod-free `chat-core`; the schemas (`/chat`, the root entry) only
  // as types, or in tests.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: [
      'src/**/*.test.{ts,tsx}',
      'src/**/*.api-test.ts',
      'src/**/test-support/**',
      'src/**/*.stories.tsx',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: ['@lawfirm/api-client', '@lawfirm/api-client/chat', 'zod'].map((name) => ({
            name,
            allowTypeImports: true,
            message:
              'The widget takes the chat from @lawfirm/api-client/chat-core at run time: zod would not fit its bundle budget (README, Bundle).',
          })),
        },
      ],
    },
  },
  // The demo server and the snippet script are dependency-free Node scripts.
  {
    files: ['demo/**/*.mjs', 'scripts/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
  // The demo page's own script runs in the browser, as a classic script.
  {
    files: ['demo/**/*.js'],
    languageOptions: {
      sourceType: 'script',
      globals: { window: 'readonly', document: 'readonly' },
    },
  },
];
