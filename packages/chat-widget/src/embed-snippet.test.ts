import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { embedSnippet, STUB_SOURCE, withReadmeBlock } from './embed-snippet';
import { bootLoader, type LawfirmChatGlobal } from './loader/boot';
import { SCRIPT_DATA_ATTRIBUTES, dataAttributeName, readScriptOptions } from './options';

const globals = window as unknown as { LawfirmChat?: LawfirmChatGlobal };
afterEach(() => {
  globals.LawfirmChat?.widget?.destroy();
  delete globals.LawfirmChat;
});

const readmePath = resolve(import.meta.dirname, '../README.md');

describe('the README’s embed snippet', () => {
  it('is the one built from the loader’s source (run `pnpm run readme` to rewrite it)', async () => {
    const readme = readFileSync(readmePath, 'utf8');
    // A file snapshot: `vitest -u` writes the README with the block replaced.
    await expect(withReadmeBlock(readme)).toMatchFileSnapshot('../README.md');
  });

  it('names every data attribute the loader reads, and the loader reads each as given', () => {
    const html = embedSnippet('https://api.example.kr');
    const container = document.createElement('div');
    container.innerHTML = html;
    const tag = container.querySelectorAll('script')[1] as HTMLScriptElement;
    for (const key of SCRIPT_DATA_ATTRIBUTES)
      expect(tag.hasAttribute(dataAttributeName(key))).toBe(true);
    expect(readScriptOptions(tag, '1.0.0')).toMatchObject({
      centerCode: 'CT0000',
      apiBase: 'https://<api-origin>',
      bannerHeight: 0,
      zIndex: 2147483000,
      panelUrl: 'https://api.example.kr/widget/panel.js?v=1.0.0',
    });
  });

  it('has a stub that queues calls the loader then replays', () => {
    // The snippet's own text, run as the page would run it.
    new Function(STUB_SOURCE)();
    globals.LawfirmChat?.('setBannerHeight', 44);
    expect(globals.LawfirmChat?.q).toHaveLength(1);
    const tag = document.createElement('script');
    tag.src = 'https://api.example.kr/widget/loader.js';
    bootLoader(window, tag, () => new Promise(() => undefined), '1.0.0');
    const host = document.querySelector<HTMLElement>('lawfirm-chat-widget');
    expect(host?.style.getPropertyValue('--banner-height')).toBe('44px');
  });

  it('refuses a README without its markers', () => {
    expect(() => withReadmeBlock('# no markers')).toThrow('embed-snippet markers');
  });
});
