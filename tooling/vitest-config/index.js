// Shared Vitest presets. Workspace packages resolve to their `src/` through the
// `@lawfirm/source` export condition, so tests never need a build first.
export const sourceCondition = '@lawfirm/source';

/**
 * @param {{ environment?: 'node' | 'jsdom', setupFiles?: string[] }} [options]
 */
export function vitestConfig(options = {}) {
  return {
    resolve: { conditions: [sourceCondition] },
    ssr: { resolve: { conditions: [sourceCondition] } },
    test: {
      environment: options.environment ?? 'node',
      setupFiles: options.setupFiles ?? [],
      include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
      restoreMocks: true,
    },
  };
}
