import type { StorybookConfig } from '@storybook/react-vite';
import react from '@vitejs/plugin-react';
import { msw } from 'msw/vite';
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
      // The react-vite framework adds docgen only, not the React transform itself. MSW's
      // plugin serves its worker script (dev, story tests) and emits it into the build, from
      // the installed msw, so no generated copy is kept here (preview.ts starts it).
      plugins: [react(), msw({ mode: 'worker-only' })],
    }),
};

export default config;
