import type { StorybookConfig } from '@storybook/react-vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, mergeConfig } from 'vite';

// One Storybook for the whole repository: stories sit next to their components in every
// package (paths are relative to this .storybook folder).
const config: StorybookConfig = {
  stories: ['../src/**/*.mdx', '../../../packages/*/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      // Read workspace packages from src/ (their `@lawfirm/source` export condition), so
      // stories need no package build and edits show up at once.
      resolve: { conditions: ['@lawfirm/source', ...defaultClientConditions] },
      // The react-vite framework adds docgen only, not the React transform itself.
      plugins: [react()],
    }),
};

export default config;
