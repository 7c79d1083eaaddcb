import { defineConfig } from '@repo/eslint-config';

export default [
  ...defineConfig({ packageDir: import.meta.dirname }),
  {
    // React Query is an optional peer: the fetch core must load without it (src/query-options.ts).
    files: ['src/**/*.ts'],
    ignores: ['src/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@tanstack/react-query',
              allowTypeImports: true,
              message:
                'The peer is optional: import types only, and queryOptions from src/query-options.ts.',
            },
          ],
        },
      ],
    },
  },
];
