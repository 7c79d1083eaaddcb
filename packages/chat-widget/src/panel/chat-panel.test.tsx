import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { PanelOptions } from '../panel-contract';
import { ChatPanel } from './chat-panel';
import { viewportWidth } from '../test-support/viewport-width';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

function panelOptions(overrides: Partial<PanelOptions> = {}): PanelOptions {
  return {
    centerCode: 'CT0000',
    apiBase: 'https://api.example.kr',
    fullPage: false,
    onRequestClose: () => undefined,
    onRequestOpen: () => undefined,
    onUnreadCountChange: () => undefined,
    onHashAuthFailed: () => undefined,
    ...overrides,
  };
}

afterEach(() => {
  cleanup();
  document.documentElement.style.overflow = '';
  document.head.replaceChildren();
  vi.unstubAllGlobals();
});

describe('ChatPanel', () => {
  it('renders nothing while closed', () => {
    render(<ChatPanel open={false} options={panelOptions()} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the 1:1 상담 dialog with its header, a close button that has focus, and the phone line', () => {
    render(<ChatPanel open options={panelOptions()} />);
    const dialog = screen.getByRole('dialog', { name: '1:1 상담' });
    expect(screen.getByRole('heading', { name: '1:1 상담' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '닫기' }));
    expect(dialog.textContent).toContain('상담을 시작하실 수 있습니다');
    expect(screen.getByRole('link', { name: '1800-7905' }).getAttribute('href')).toBe(
      'tel:18007905',
    );
  });

  it('asks to close from the close button and from Escape', () => {
    const onRequestClose = vi.fn();
    render(<ChatPanel open options={panelOptions({ onRequestClose })} />);
    fireEvent.click(screen.getByRole('button', { name: '닫기' }));
    fireEvent.keyDown(screen.getByRole('button', { name: '닫기' }), { key: 'Escape' });
    expect(onRequestClose).toHaveBeenCalledTimes(2);
  });

  it('leaves an Escape a view inside already used (defaultPrevented) alone', () => {
    const onRequestClose = vi.fn();
    render(<ChatPanel open options={panelOptions({ onRequestClose })} />);
    const close = screen.getByRole('button', { name: '닫기' });
    close.addEventListener('keydown', (event) => event.preventDefault());
    fireEvent.keyDown(close, { key: 'Escape' });
    expect(onRequestClose).not.toHaveBeenCalled();
  });

  it('hosts any view: the view draws the header, the shell focuses the view’s close button', () => {
    render(
      <ChatPanel
        open
        options={panelOptions()}
        renderContent={({ closeRef, onRequestClose }) => (
          <section aria-label="대화">
            <button ref={closeRef} type="button" onClick={onRequestClose}>
              창 닫기
            </button>
          </section>
        )}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: '1:1 상담' });
    expect(dialog.firstElementChild).toBe(screen.getByRole('region', { name: '대화' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '창 닫기' }));
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('focuses the dialog itself when the view has no close button', () => {
    render(<ChatPanel open options={panelOptions()} renderContent={() => <p>내용</p>} />);
    expect(document.activeElement).toBe(screen.getByRole('dialog'));
  });

  it('goes entering -> visible, then exiting -> unmounted (spec §4 Panel views)', async () => {
    const options = panelOptions();
    const { rerender } = render(<ChatPanel open options={options} />);
    const dialog = screen.getByRole('dialog');
    expect(dialog.dataset.phase).toBe('entering');
    await waitFor(() => expect(dialog.dataset.phase).toBe('visible'));

    rerender(<ChatPanel open={false} options={options} />);
    expect(screen.getByRole('dialog').dataset.phase).toBe('exiting');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('locks page scroll while open below the desktop breakpoint, then restores it', () => {
    viewportWidth(375);
    document.documentElement.style.overflow = 'scroll';
    const options = panelOptions();
    const { rerender } = render(<ChatPanel open options={options} />);
    expect(document.documentElement.style.overflow).toBe('hidden');
    rerender(<ChatPanel open={false} options={options} />);
    expect(document.documentElement.style.overflow).toBe('scroll');
  });

  it('leaves page scroll alone on desktop (1280px and up)', () => {
    viewportWidth(1280);
    render(<ChatPanel open options={panelOptions()} />);
    expect(document.documentElement.style.overflow).toBe('');
    expect(screen.getByRole('dialog').dataset.fullPage).toBeUndefined();
  });

  it('is full page and locks page scroll on desktop too when opened from a hash link', () => {
    viewportWidth(1440);
    render(<ChatPanel open options={panelOptions({ fullPage: true })} />);
    expect(screen.getByRole('dialog').dataset.fullPage).toBe('true');
    expect(document.documentElement.style.overflow).toBe('hidden');
  });

  it('caps the viewport scale on an iPhone while open and restores the page’s meta after', () => {
    vi.stubGlobal('navigator', { userAgent: IPHONE, maxTouchPoints: 5 });
    document.head.innerHTML =
      '<meta name="viewport" content="width=device-width, initial-scale=1">';
    const meta = document.querySelector('meta[name="viewport"]');
    const options = panelOptions();
    const { rerender } = render(<ChatPanel open options={options} />);
    expect(meta?.getAttribute('content')).toBe(
      'width=device-width, initial-scale=1, maximum-scale=1',
    );
    rerender(<ChatPanel open={false} options={options} />);
    expect(meta?.getAttribute('content')).toBe('width=device-width, initial-scale=1');
  });

  it('leaves the viewport meta alone elsewhere', () => {
    document.head.innerHTML =
      '<meta name="viewport" content="width=device-width, initial-scale=1">';
    render(<ChatPanel open options={panelOptions()} />);
    expect(document.querySelector('meta[name="viewport"]')?.getAttribute('content')).toBe(
      'width=device-width, initial-scale=1',
    );
  });
});
