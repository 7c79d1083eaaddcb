import { installCarouselLayout } from '@repo/vitest-config/carousel-layout';
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Carousel } from './carousel';

// Three 100 px slides in a 300 px viewport: every slide fits, nothing to scroll, until the
// viewport narrows (a phone, a window made smaller).
const layout = installCarouselLayout(100, { viewportWidth: 300 });

const slides = ['첫째', '둘째', '셋째'].map((name) => <p key={name}>{name}</p>);

// Embla starts watching sizes in the next animation frame after each (re)measure; the test's
// observer reports only the resizes made after that (a browser's would report on observing).
const engineWatchingSizes = () =>
  act(() => new Promise((resolve) => requestAnimationFrame(resolve)));

const engineReady = async () => {
  await waitFor(() =>
    expect(screen.getByRole('region', { name: '협력 기관' }).getAttribute('data-engine')).toBe(
      'ready',
    ),
  );
  await engineWatchingSizes();
};

function LogoCarousel() {
  return (
    <Carousel label="협력 기관" autoplayMs={5_000} loop showArrows showDots>
      {slides}
    </Carousel>
  );
}

describe('Carousel with nothing to scroll', () => {
  it('neither autoplays nor offers arrows, a pause button or dots once its engine has measured', async () => {
    layout.resizeViewport(300);
    render(<LogoCarousel />);
    await engineReady();
    expect(screen.queryByRole('button', { name: '자동 넘김 정지' })).toBeNull();
    expect(screen.queryByRole('button', { name: '다음 슬라이드' })).toBeNull();
    expect(screen.queryByRole('button', { name: '이전 슬라이드' })).toBeNull();
    expect(screen.queryAllByRole('button', { name: /번째 슬라이드 보기$/ })).toEqual([]);
    expect(document.querySelector('.lf-carousel__track')?.getAttribute('aria-live')).toBe('polite');
  });

  it('decides again when a resize leaves something to scroll, and back', async () => {
    layout.resizeViewport(300);
    render(<LogoCarousel />);
    await engineReady();
    expect(screen.queryByRole('button', { name: '자동 넘김 정지' })).toBeNull();

    act(() => layout.resizeViewport(200));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '자동 넘김 정지' })).toBeTruthy(),
    );
    expect(screen.getByRole('button', { name: '다음 슬라이드' })).toBeTruthy();
    await engineWatchingSizes();

    act(() => layout.resizeViewport(300));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: '자동 넘김 정지' })).toBeNull(),
    );
    expect(screen.queryByRole('button', { name: '다음 슬라이드' })).toBeNull();
  });

  it('shows no pause button before its engine when the caller says every slide fits', () => {
    render(
      <Carousel label="협력 기관" autoplayMs={5_000} loop slidesPerView={3}>
        {slides}
      </Carousel>,
    );
    expect(screen.queryByRole('button', { name: '자동 넘김 정지' })).toBeNull();
  });
});
