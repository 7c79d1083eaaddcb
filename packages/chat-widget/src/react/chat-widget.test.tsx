import { cleanup, render, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ChatWidget } from './chat-widget';

// The first open imports the real panel module: on a busy two-core machine that takes longer
// than Testing Library's default second.
const PANEL_WAIT = { timeout: 15_000 };

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
  document.documentElement.style.overflow = '';
});

function widgetHost() {
  return document.querySelector<HTMLElement>('lawfirm-chat-widget');
}

function shadowView() {
  return within(widgetHost()?.shadowRoot as unknown as HTMLElement);
}

describe('ChatWidget', () => {
  it('renders nothing in place, mounts the launcher on <body> and removes it on unmount', () => {
    const { container, unmount } = render(<ChatWidget centerCode="CT0028" bannerHeight={60} />);
    expect(container.innerHTML).toBe('');
    const host = widgetHost();
    expect(host?.parentElement).toBe(document.body);
    expect(host?.style.getPropertyValue('--banner-height')).toBe('60px');
    expect(shadowView().getByRole('button', { name: '1:1 상담 열기' })).toBeTruthy();
    unmount();
    expect(widgetHost()).toBeNull();
  });

  it('opens the same panel, from the package’s own chunk', async () => {
    render(<ChatWidget />);
    const launcher = shadowView().getByRole('button', { name: '1:1 상담 열기' });
    launcher.click();
    await shadowView().findByRole('dialog', { name: '1:1 상담' }, PANEL_WAIT);
    expect(launcher.getAttribute('aria-label')).toBe('1:1 상담 닫기');
  });

  it('gives the page the script tag’s JS API while mounted, and takes it back', async () => {
    const { unmount } = render(<ChatWidget />);
    const api = (window as unknown as { LawfirmChat?: (command: string) => void }).LawfirmChat;
    expect(api).toBeTypeOf('function');
    api?.('open');
    await shadowView().findByRole('dialog', { name: '1:1 상담' }, PANEL_WAIT);
    unmount();
    expect('LawfirmChat' in window).toBe(false);
  });

  it('moves the launcher when the banner height changes, without remounting', () => {
    const { rerender } = render(<ChatWidget bannerHeight={0} />);
    const host = widgetHost();
    rerender(<ChatWidget bannerHeight={90} />);
    expect(widgetHost()).toBe(host);
    expect(host?.style.getPropertyValue('--banner-height')).toBe('90px');
  });

  it('calls onOpen and onClose, the latest ones, without remounting when they change', async () => {
    const first = vi.fn();
    const onOpen = vi.fn();
    const onClose = vi.fn();
    const { rerender } = render(<ChatWidget onOpen={first} />);
    const host = widgetHost();
    rerender(<ChatWidget onOpen={onOpen} onClose={onClose} />);
    expect(widgetHost()).toBe(host);
    const launcher = shadowView().getByRole('button', { name: '1:1 상담 열기' });
    launcher.click();
    await waitFor(() => expect(onOpen).toHaveBeenCalledOnce());
    launcher.click();
    expect(onClose).toHaveBeenCalledOnce();
    expect(first).not.toHaveBeenCalled();
  });

  it('hides its launcher where the page opens the chat itself, through the handle it gets', async () => {
    const onMount = vi.fn();
    const { rerender, unmount } = render(<ChatWidget launcher={false} onMount={onMount} />);
    const host = widgetHost();
    const launcher = () => shadowView().queryByRole('button', { name: '1:1 상담 열기' });
    expect(launcher()).toBeNull();
    expect(onMount).toHaveBeenCalledOnce();
    const [handle] = onMount.mock.calls[0] as [{ open(): Promise<void> }];
    await handle.open();
    expect(await shadowView().findByRole('dialog', { name: '1:1 상담' }, PANEL_WAIT)).toBeTruthy();
    // Shown again without a remount (the chat is kept).
    rerender(<ChatWidget launcher onMount={onMount} />);
    expect(widgetHost()).toBe(host);
    const button = widgetHost()?.shadowRoot?.querySelector('button.launcher');
    expect(button?.hasAttribute('hidden')).toBe(false);
    expect(button?.getAttribute('aria-label')).toBe('1:1 상담 닫기');
    unmount();
    expect(onMount).toHaveBeenLastCalledWith(null);
  });

  it('takes a z-index', () => {
    render(<ChatWidget zIndex={1200} />);
    expect(widgetHost()?.style.zIndex).toBe('1200');
  });

  describe('as the chat page (spec/chat-widget.md §2)', () => {
    it('opens at once, as usual, when the URL has no hash', async () => {
      render(<ChatWidget chatPage />);
      const dialog = await shadowView().findByRole('dialog', { name: '1:1 상담' }, PANEL_WAIT);
      expect(dialog.dataset.fullPage).toBeUndefined();
      expect(widgetHost()?.hasAttribute('data-full-page')).toBe(false);
    });

    it('opens full page when the hash carries a token', async () => {
      window.history.replaceState(null, '', '/daeryuntalk#token=abc&centerCode=CT0022');
      render(<ChatWidget chatPage centerCode="CT0000" />);
      const dialog = await shadowView().findByRole('dialog', { name: '1:1 상담' }, PANEL_WAIT);
      expect(dialog.dataset.fullPage).toBe('true');
      expect(widgetHost()?.hasAttribute('data-full-page')).toBe(true);
    });

    it('ignores the hash on other pages', () => {
      window.history.replaceState(null, '', '/#abc');
      render(<ChatWidget />);
      expect(widgetHost()?.hasAttribute('data-full-page')).toBe(false);
      expect(shadowView().queryByRole('dialog')).toBeNull();
    });
  });
});
