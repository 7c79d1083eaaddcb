import type { ViteUserConfig } from 'vitest/config';

export declare const sourceCondition: '@lawfirm/source';

export interface VitestPresetOptions {
  environment?: 'node' | 'jsdom';
  setupFiles?: string[];
}

export declare function vitestConfig(options?: VitestPresetOptions): ViteUserConfig & {
  test: NonNullable<ViteUserConfig['test']>;
};
