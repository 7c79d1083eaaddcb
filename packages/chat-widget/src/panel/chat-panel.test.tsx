import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ChatPanel } from './chat-panel';

const base = { centerCode: 'CT0000', apiBase: 'https://api.example.kr' };

afterEach(() => {
  cleanup();
  document.documentElement.style.overflow = '';
  vi.unstubAllGlobals();
});

/** jsdom has no matchMedia; this answers one width the way a browser would. */
function viewportWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? Infinity) <= width,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

describe('ChatPanel', () => {
  it('renders nothing while closed', () => {
    render(<ChatPanel {...base} open={false} onRequestClose={() => undefined} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the 1:1 상담 dialog with its header, a close button that has focus, and the phone line', () => {
    render(<ChatPanel {...base} open onRequestClose={() => undefined} />);
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
    render(<ChatPanel {...base} open onRequestClose={onRequestClose} />);
    fireEvent.click(screen.getByRole('button', { name: '닫기' }));
    fireEvent.keyDown(screen.getByRole('button', { name: '닫기' }), { key: 'Escape' });
    expect(onRequestClose).toHaveBeenCalledTimes(2);
  });

  it('goes entering -> visible, then exiting -> unmounted (spec §4 Panel views)', async () => {
    const { rerender } = render(<ChatPanel {...base} open onRequestClose={() => undefined} />);
    const dialog = screen.getByRole('dialog');
    expect(dialog.dataset.phase).toBe('entering');
    await waitFor(() => expect(dialog.dataset.phase).toBe('visible'));

    rerender(<ChatPanel {...base} open={false} onRequestClose={() => undefined} />);
    expect(screen.getByRole('dialog').dataset.phase).toBe('exiting');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('locks page scroll while open below the desktop breakpoint, then restores it', () => {
    viewportWidth(375);
    document.documentElement.style.overflow = 'scroll';
    const { rerender } = render(<ChatPanel {...base} open onRequestClose={() => undefined} />);
    expect(document.documentElement.style.overflow).toBe('hidden');
    rerender(<ChatPanel {...base} open={false} onRequestClose={() => undefined} />);
    expect(document.documentElement.style.overflow).toBe('scroll');
  });

  it('leaves page scroll alone on desktop (1280px and up)', () => {
    viewportWidth(1280);
    render(<ChatPanel {...base} open onRequestClose={() => undefined} />);
    expect(document.documentElement.style.overflow).toBe('');
  });
});
