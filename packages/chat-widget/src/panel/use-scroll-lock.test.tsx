import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { useScrollLock } from './use-scroll-lock';

function Lock({ active = true }: { active?: boolean }) {
  useScrollLock(active);
  return null;
}

const overflow = () => document.documentElement.style.overflow;

afterEach(() => {
  cleanup();
  document.documentElement.style.overflow = '';
});

describe('useScrollLock', () => {
  it("locks the page and gives back the host page's own value", () => {
    document.documentElement.style.overflow = 'scroll';
    const { unmount } = render(<Lock />);
    expect(overflow()).toBe('hidden');
    unmount();
    expect(overflow()).toBe('scroll');
  });

  it('keeps the page locked until the last of two holders lets go, in either order', () => {
    for (const firstOut of ['panel', 'viewer'] as const) {
      document.documentElement.style.overflow = 'auto';
      const panel = render(<Lock />);
      const viewer = render(<Lock />);
      (firstOut === 'panel' ? panel : viewer).unmount();
      expect(overflow()).toBe('hidden');
      (firstOut === 'panel' ? viewer : panel).unmount();
      expect(overflow()).toBe('auto');
    }
  });

  it('does nothing while inactive', () => {
    render(<Lock active={false} />);
    expect(overflow()).toBe('');
  });
});
