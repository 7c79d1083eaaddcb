import { setReducedMotion } from '@repo/vitest-config/match-media';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { MAIN_CONTENT_ID } from '../../constants';

import { BACK_TO_TOP_SHOW_AFTER_PX } from './about-constants';
import { BackToTop } from './back-to-top';

function scrollPageTo(y: number) {
  vi.stubGlobal('scrollY', y);
  document.body.getBoundingClientRect = () => ({ top: -y }) as DOMRect;
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

// A hidden button has no accessible name: find it by class; a shown one by role and name.
const button = () => document.querySelector<HTMLButtonElement>('.site-back-to-top')!;

beforeEach(() => setReducedMotion(true));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('BackToTop', () => {
  it.each([
    [0, false],
    [BACK_TO_TOP_SHOW_AFTER_PX, false],
    [BACK_TO_TOP_SHOW_AFTER_PX + 1, true],
    [3000, true],
  ])('after scrolling %i px it is shown: %s', (y, shown) => {
    render(<BackToTop />);
    scrollPageTo(y);
    expect(button().hidden).toBe(!shown);
  });

  it('hides again when the page is back near the top', () => {
    render(<BackToTop />);
    scrollPageTo(2000);
    expect(button().hidden).toBe(false);
    scrollPageTo(100);
    expect(button().hidden).toBe(true);
  });

  it('scrolls to the top and moves focus to the skip target', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    render(
      <>
        <main id={MAIN_CONTENT_ID} tabIndex={-1}>
          본문
        </main>
        <BackToTop />
      </>,
    );
    scrollPageTo(2400);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '맨 위로' }));
    });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    expect(document.activeElement?.id).toBe(MAIN_CONTENT_ID);
  });
});
