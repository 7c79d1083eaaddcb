import { fireEvent, waitFor, within } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { resolveOptions, type ChatWidgetOptions } from '../options';
import type { LoadPanel, PanelOptions } from '../panel-contract';
import { mountWidget, runCommand, type ChatWidgetHandle } from './widget';

// The real panel chunk (React), injected the way the loader injects its import by URL.
const loadRealPanel: LoadPanel = () => import('../panel/create-panel');
const baseOptions: ChatWidgetOptions = { centerCode: 'CT0022', apiBase: 'https://api.example.kr' };

/** The real panel, recording the options the widget hands it (to call its callbacks). */
function recordingPanel() {
  const seen: PanelOptions[] = [];
  const load: LoadPanel = async () => {
    const real = await import('../panel/create-panel');
    return {
      createPanel: (slot, panelOptions) => {
        seen.push(panelOptions);
        return real.createPanel(slot, panelOptions);
      },
    };
  };
  return { load, seen };
}

let widget: ChatWidgetHandle | undefined;
afterEach(() => {
  widget?.destroy();
  widget = undefined;
});

function setup(loadPanel: LoadPanel = loadRealPanel, options: ChatWidgetOptions = {}) {
  const load = vi.fn(loadPanel);
  widget = mountWidget(
    document,
    resolveOptions({ ...baseOptions, ...options }, 'https://site.kr'),
    load,
  );
  const hosts = document.querySelectorAll('lawfirm-chat-widget');
  const shadow = hosts[0]?.shadowRoot;
  if (!shadow) throw new Error('no shadow root');
  const view = within(shadow as unknown as HTMLElement);
  const launcher = view.getByRole('button', { name: /^1:1 상담 (열기|닫기)$/ });
  return { load, hosts, shadow, view, launcher, widget };
}

const PANEL_WAIT = { timeout: 15_000 };

async function openByClick() {
  const parts = setup();
  fireEvent.click(parts.launcher);
  // The first open imports the real panel module (React, the chat, DOMPurify): on a busy
  // two-core machine that takes longer than Testing Library's default second.
  const dialog = await parts.view.findByRole('dialog', { name: '1:1 상담' }, PANEL_WAIT);
  // Focus moves into the dialog once React has run its effects.
  await waitFor(() => expect(dialog.contains(parts.shadow.activeElement)).toBe(true), PANEL_WAIT);
  return { ...parts, dialog };
}

describe('mountWidget', () => {
  it('appends one host with an open shadow root holding the closed launcher', () => {
    const { hosts, shadow, launcher } = setup();
    expect(hosts).toHaveLength(1);
    expect(shadow.mode).toBe('open');
    expect(launcher.getAttribute('aria-label')).toBe('1:1 상담 열기');
    expect(launcher.getAttribute('aria-expanded')).toBe('false');
    expect(launcher.textContent).toBe('1:1 상담');
  });

  it('loads the real panel on the first click and shows its dialog inside the shadow root', async () => {
    const { load, shadow, launcher, dialog } = await openByClick();
    expect(load).toHaveBeenCalledTimes(1);
    expect(launcher.getAttribute('aria-label')).toBe('1:1 상담 닫기');
    expect(launcher.getAttribute('aria-expanded')).toBe('true');
    // Focus moved into the dialog, and nothing leaked into the host page's DOM.
    expect(dialog.contains(shadow.activeElement)).toBe(true);
    expect(shadow.activeElement).toBe(within(dialog).getByRole('button', { name: '닫기' }));
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  it('closes with the close button, returns focus to the launcher and reopens without reloading', async () => {
    const { load, shadow, view, launcher } = await openByClick();
    fireEvent.click(view.getByRole('button', { name: '닫기' }));
    expect(launcher.getAttribute('aria-label')).toBe('1:1 상담 열기');
    expect(shadow.activeElement).toBe(launcher);
    await waitFor(() => expect(view.queryByRole('dialog')).toBeNull());

    fireEvent.click(launcher);
    await view.findByRole('dialog', { name: '1:1 상담' }, PANEL_WAIT);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape inside the dialog', async () => {
    const { shadow, view, launcher } = await openByClick();
    fireEvent.keyDown(shadow.activeElement as Element, { key: 'Escape' });
    expect(launcher.getAttribute('aria-expanded')).toBe('false');
    expect(shadow.activeElement).toBe(launcher);
    await waitFor(() => expect(view.queryByRole('dialog')).toBeNull());
  });

  it('loads the chunk once however often the launcher is clicked while it loads', async () => {
    const { load, view, launcher } = setup();
    fireEvent.click(launcher);
    expect(launcher.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(launcher);
    fireEvent.click(launcher);
    await view.findByRole('dialog', {}, PANEL_WAIT);
    expect(load).toHaveBeenCalledTimes(1);
    expect(launcher.getAttribute('aria-busy')).toBe('false');
  });

  it('shows a Korean error when the chunk fails, and retries on the next click', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let attempts = 0;
    const { load, view, launcher } = setup(() =>
      attempts++ === 0 ? Promise.reject(new Error('network down')) : loadRealPanel(),
    );
    fireEvent.click(launcher);
    const alert = await view.findByRole('alert');
    expect(alert.textContent).toBe('상담 창을 열지 못했습니다. 다시 눌러 주세요.');
    expect(launcher.getAttribute('aria-expanded')).toBe('false');
    expect(consoleError).toHaveBeenCalledOnce();

    fireEvent.click(launcher);
    await view.findByRole('dialog', { name: '1:1 상담' }, PANEL_WAIT);
    expect(view.queryByRole('alert')).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('treats a chunk without createPanel as a failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { view, launcher } = setup(() => Promise.resolve({}) as ReturnType<LoadPanel>);
    fireEvent.click(launcher);
    expect((await view.findByRole('alert')).textContent).toContain('다시 눌러');
  });

  it('stays closed when closed while the chunk is still loading', async () => {
    const { view, launcher, widget: handle } = setup();
    const opening = handle.open();
    handle.close();
    await opening;
    expect(launcher.getAttribute('aria-expanded')).toBe('false');
    expect(view.queryByRole('dialog')).toBeNull();
  });

  it('moves the launcher up by the banner height', () => {
    const { hosts, widget: handle } = setup();
    handle.setBannerHeight(60);
    expect((hosts[0] as HTMLElement).style.getPropertyValue('--banner-height')).toBe('60px');
  });

  it('removes everything on destroy', async () => {
    const { widget: handle } = await openByClick();
    handle.destroy();
    expect(document.querySelector('lawfirm-chat-widget')).toBeNull();
  });

  it('styles its shadow root with adopted stylesheets only: no <style> element (strict CSP)', async () => {
    const { shadow, hosts } = await openByClick();
    // The launcher's sheet and the panel's sheet.
    expect(shadow.adoptedStyleSheets).toHaveLength(2);
    expect(shadow.querySelector('style')).toBeNull();
    // Inline sizes (the composer's height) are CSSOM writes too; the strict-CSP demo page
    // proves in Chromium that no style is refused.
    // The host's z-index and banner offset are CSSOM writes, which a strict policy allows.
    expect((hosts[0] as HTMLElement).style.zIndex).toBe('2147483000');
  });

  it('puts the host at the z-index it is given', () => {
    const { hosts } = setup(loadRealPanel, { zIndex: 900 });
    expect((hosts[0] as HTMLElement).style.zIndex).toBe('900');
  });

  it('hides and shows the launcher itself, leaving the panel as it is', async () => {
    const { launcher, view, widget: handle } = setup();
    handle.hide();
    expect(launcher.hidden).toBe(true);
    await handle.open();
    expect(await view.findByRole('dialog', {}, PANEL_WAIT)).toBeTruthy();
    handle.show();
    expect(launcher.hidden).toBe(false);
  });

  it('tells its listeners when it opens and closes, until they unsubscribe', async () => {
    const { launcher, view, widget: handle } = setup();
    const events: string[] = [];
    const onOpen = () => events.push('open');
    const unsubscribeClose = handle.on('close', () => events.push('close'));
    handle.on('open', onOpen);
    fireEvent.click(launcher);
    await view.findByRole('dialog', {}, PANEL_WAIT);
    handle.close();
    handle.close(); // already closed: no second event
    handle.off('open', onOpen);
    unsubscribeClose();
    await handle.open();
    handle.close();
    expect(events).toEqual(['open', 'close']);
  });

  it('keeps other listeners running when one of them throws', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { widget: handle } = setup();
    const second = vi.fn();
    handle.on('open', () => {
      throw new Error('host bug');
    });
    handle.on('open', second);
    await handle.open();
    expect(second).toHaveBeenCalledOnce();
    expect(consoleError).toHaveBeenCalledOnce();
  });

  it('emits the unread count the panel reports, once per change', async () => {
    const { load, seen } = recordingPanel();
    const { widget: handle } = setup(load);
    const counts: number[] = [];
    handle.on('unread', (count) => counts.push(count));
    await handle.open();
    const panel = seen[0] as PanelOptions;
    panel.onUnreadCountChange(3);
    panel.onUnreadCountChange(3);
    panel.onUnreadCountChange(0);
    expect(counts).toEqual([3, 0]);
  });

  it('hands the panel full page and the follow-up token, and on a failed hash link closes and leaves', async () => {
    const { load, seen } = recordingPanel();
    const onHashAuthFailed = vi.fn();
    const {
      hosts,
      launcher,
      view,
      widget: handle,
    } = setup(load, {
      fullPage: true,
      followUpToken: 'tok-1',
      onHashAuthFailed,
    });
    expect(hosts[0]?.hasAttribute('data-full-page')).toBe(true);
    await handle.open();
    expect(seen[0]).toMatchObject({ fullPage: true, followUpToken: 'tok-1', centerCode: 'CT0022' });
    expect((await view.findByRole('dialog', {}, PANEL_WAIT)).dataset.fullPage).toBe('true');
    seen[0]?.onHashAuthFailed();
    expect(launcher.getAttribute('aria-expanded')).toBe('false');
    expect(onHashAuthFailed).toHaveBeenCalledOnce();
  });
});

describe('runCommand', () => {
  it('runs open, close and setBannerHeight, and warns about unknown commands', async () => {
    const { view, hosts, widget: handle } = setup();
    runCommand(handle, 'open', []);
    await view.findByRole('dialog', {}, PANEL_WAIT);
    runCommand(handle, 'close', []);
    await waitFor(() => expect(view.queryByRole('dialog')).toBeNull());
    runCommand(handle, 'setBannerHeight', ['40']);
    expect((hosts[0] as HTMLElement).style.getPropertyValue('--banner-height')).toBe('40px');
    runCommand(handle, 'setBannerHeight', ['not a number']);
    expect((hosts[0] as HTMLElement).style.getPropertyValue('--banner-height')).toBe('0px');
    runCommand(handle, 'setBannerHeight', ['40']);
    expect((hosts[0] as HTMLElement).style.getPropertyValue('--banner-height')).toBe('40px');

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    runCommand(handle, 'explode', []);
    runCommand(handle, 'destroy', []);
    expect(warn.mock.calls).toEqual([
      ['[LawfirmChat] unknown command "explode"'],
      ['[LawfirmChat] unknown command "destroy"'],
    ]);
    expect(hosts[0]?.isConnected).toBe(true);
  });

  it('runs show, hide, on and off', async () => {
    const { launcher, widget: handle } = setup();
    runCommand(handle, 'hide', []);
    expect(launcher.hidden).toBe(true);
    runCommand(handle, 'show', []);
    expect(launcher.hidden).toBe(false);

    const onOpen = vi.fn();
    runCommand(handle, 'on', ['open', onOpen]);
    await handle.open();
    handle.close();
    runCommand(handle, 'off', ['open', onOpen]);
    await handle.open();
    expect(onOpen).toHaveBeenCalledOnce();
  });
});
