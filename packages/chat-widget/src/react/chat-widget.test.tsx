import { cleanup, render, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { ChatWidget } from './chat-widget';

afterEach(cleanup);

function widgetHost() {
  return document.querySelector<HTMLElement>('lawfirm-chat-widget');
}

describe('ChatWidget', () => {
  it('renders nothing in place, mounts the launcher on <body> and removes it on unmount', () => {
    const { container, unmount } = render(<ChatWidget centerCode="CT0028" bannerHeight={60} />);
    expect(container.innerHTML).toBe('');
    const host = widgetHost();
    expect(host?.parentElement).toBe(document.body);
    expect(host?.style.getPropertyValue('--banner-height')).toBe('60px');
    expect(
      within(host?.shadowRoot as unknown as HTMLElement).getByRole('button', {
        name: '1:1 상담 열기',
      }),
    ).toBeTruthy();
    unmount();
    expect(widgetHost()).toBeNull();
  });

  it('opens the same panel, from the package’s own chunk', async () => {
    render(<ChatWidget />);
    const shadow = within(widgetHost()?.shadowRoot as unknown as HTMLElement);
    const launcher = shadow.getByRole('button', { name: '1:1 상담 열기' });
    launcher.click();
    await shadow.findByRole('dialog', { name: '1:1 상담' });
    expect(launcher.getAttribute('aria-label')).toBe('1:1 상담 닫기');
  });

  it('moves the launcher when the banner height changes, without remounting', () => {
    const { rerender } = render(<ChatWidget bannerHeight={0} />);
    const host = widgetHost();
    rerender(<ChatWidget bannerHeight={90} />);
    expect(widgetHost()).toBe(host);
    expect(host?.style.getPropertyValue('--banner-height')).toBe('90px');
  });
});
