// @vitest-environment jsdom
import { cleanup, render, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { LazyChatWidget } from './lazy-chat-widget';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

const widgetHost = () => document.querySelector<HTMLElement>('lawfirm-chat-widget');

describe('LazyChatWidget', () => {
  it('renders nothing on the server and loads nothing there', () => {
    const load = vi.fn();
    expect(renderToString(<LazyChatWidget load={load} />)).toBe('');
    expect(load).not.toHaveBeenCalled();
  });

  it('imports the widget after the page has painted and mounts its launcher with the props', async () => {
    render(<LazyChatWidget centerCode="CT0000" bannerHeight={48} />);
    // Not synchronously: the import waits for load, first paint and an idle moment.
    expect(widgetHost()).toBeNull();
    // The import compiles the widget's package on first use: slow on a busy machine.
    await waitFor(() => expect(widgetHost()).not.toBeNull(), { timeout: 10_000 });
    expect(widgetHost()?.style.getPropertyValue('--banner-height')).toBe('48px');
  });

  it('opens the chat full page on a chat page with a hash link', async () => {
    window.history.replaceState(null, '', '/daeryuntalk#token=abc');
    render(<LazyChatWidget chatPage />);
    await waitFor(() => expect(widgetHost()?.hasAttribute('data-full-page')).toBe(true), {
      timeout: 10_000,
    });
  });

  it('logs a failed import and renders nothing', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    const { container } = render(<LazyChatWidget load={load} />);
    await waitFor(() => expect(consoleError).toHaveBeenCalledOnce());
    expect(container.innerHTML).toBe('');
  });
});
