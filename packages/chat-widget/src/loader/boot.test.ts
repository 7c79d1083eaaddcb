import { waitFor, within } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { PanelModule, PanelOptions } from '../panel-contract';
import { bootLoader, type LawfirmChatGlobal } from './boot';

const globals = window as unknown as { LawfirmChat?: LawfirmChatGlobal };

afterEach(() => {
  globals.LawfirmChat?.widget?.destroy();
  delete globals.LawfirmChat;
});

function loaderTag(data: Record<string, string> = {}): HTMLScriptElement {
  const script = document.createElement('script');
  script.src = 'https://api.example.kr/widget/loader.js';
  Object.assign(script.dataset, data);
  return script;
}

/** The real panel module, recording the options the loader hands it. */
function realPanelImport() {
  const seen: PanelOptions[] = [];
  const importByUrl = vi.fn(async (_url: string): Promise<PanelModule> => {
    const real = await import('../panel/create-panel');
    return {
      createPanel: (slot, options) => {
        seen.push(options);
        return real.createPanel(slot, options);
      },
    };
  });
  return { importByUrl, seen };
}

function shadowView() {
  const hosts = document.querySelectorAll('lawfirm-chat-widget');
  const shadow = hosts[0]?.shadowRoot;
  if (!shadow) throw new Error('no widget host');
  return { hosts, view: within(shadow as unknown as HTMLElement) };
}

describe('bootLoader', () => {
  it('passes the tag’s centre code and API base to the panel, imported next to the loader', async () => {
    const { importByUrl, seen } = realPanelImport();
    const widget = bootLoader(
      window,
      loaderTag({ centerCode: 'CT0023', apiBase: 'https://chat.example.kr' }),
      importByUrl,
      '9.9.9',
    );
    await widget?.open();
    expect(importByUrl).toHaveBeenCalledExactlyOnceWith(
      'https://api.example.kr/widget/panel.js?v=9.9.9',
    );
    expect(seen).toMatchObject([{ centerCode: 'CT0023', apiBase: 'https://chat.example.kr' }]);
  });

  it('uses CT0000 and the loader’s origin when the tag sets nothing', async () => {
    const { importByUrl, seen } = realPanelImport();
    await bootLoader(window, loaderTag(), importByUrl, '1.0.0')?.open();
    expect(seen).toMatchObject([{ centerCode: 'CT0000', apiBase: 'https://api.example.kr' }]);
  });

  it('creates exactly one host with an open shadow root when the script runs twice', () => {
    const { importByUrl } = realPanelImport();
    const first = bootLoader(window, loaderTag(), importByUrl, '1.0.0');
    const second = bootLoader(window, loaderTag({ centerCode: 'CT0022' }), importByUrl, '1.0.0');
    expect(second).toBe(first);
    const { hosts } = shadowView();
    expect(hosts).toHaveLength(1);
    expect(hosts[0]?.shadowRoot?.mode).toBe('open');
    expect(globals.LawfirmChat?.widget).toBe(first);
  });

  it('replays what the page queued on its own stub before the loader arrived', async () => {
    const queued = [['setBannerHeight', 48], ['open']];
    globals.LawfirmChat = Object.assign(() => undefined, { q: queued });
    const { importByUrl } = realPanelImport();
    bootLoader(window, loaderTag(), importByUrl, '1.0.0');

    const { hosts, view } = shadowView();
    await view.findByRole('dialog', { name: '1:1 상담' });
    expect((hosts[0] as HTMLElement).style.getPropertyValue('--banner-height')).toBe('48px');
  });

  it('replays queued on/off calls, so a handler registered before the loader hears the open', async () => {
    const heard: string[] = [];
    const onOpen = () => heard.push('open');
    const dropped = () => heard.push('dropped');
    const queued = [
      ['on', 'open', onOpen],
      ['on', 'close', dropped],
      ['off', 'close', dropped],
      ['hide'],
      ['open'],
    ];
    globals.LawfirmChat = Object.assign(() => undefined, { q: queued });
    const { importByUrl } = realPanelImport();
    bootLoader(window, loaderTag({ zIndex: '500' }), importByUrl, '1.0.0');

    const { hosts, view } = shadowView();
    await view.findByRole('dialog');
    await waitFor(() => expect(heard).toEqual(['open']));
    expect((hosts[0] as HTMLElement).style.zIndex).toBe('500');
    expect(hosts[0]?.shadowRoot?.querySelector<HTMLButtonElement>('.launcher')?.hidden).toBe(true);
    globals.LawfirmChat?.('close');
    expect(heard).toEqual(['open']);
  });

  it('installs LawfirmChat(command) for the page to drive the widget', async () => {
    const { importByUrl } = realPanelImport();
    bootLoader(window, loaderTag(), importByUrl, '1.0.0');
    const { view } = shadowView();
    globals.LawfirmChat?.('open');
    await view.findByRole('dialog');
    globals.LawfirmChat?.('close');
    await waitFor(() => expect(view.queryByRole('dialog')).toBeNull());
  });

  it('asks for a fresh URL when retrying a failed panel import', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const importByUrl = vi.fn(() => Promise.reject(new Error('offline')));
    const widget = bootLoader(window, loaderTag(), importByUrl, '1.0.0');
    await widget?.open();
    await widget?.open();
    expect(importByUrl.mock.calls).toEqual([
      ['https://api.example.kr/widget/panel.js?v=1.0.0'],
      ['https://api.example.kr/widget/panel.js?v=1.0.0&retry=1'],
    ]);
  });

  it('mounts nothing and explains why when it cannot find its own script tag', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(bootLoader(window, null, vi.fn(), '1.0.0')).toBeUndefined();
    expect(document.querySelector('lawfirm-chat-widget')).toBeNull();
    expect(consoleError).toHaveBeenCalledOnce();
  });
});
