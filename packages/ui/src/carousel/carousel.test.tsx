import { installCarouselLayout } from '@repo/vitest-config/carousel-layout';
import { setReducedMotion } from '@repo/vitest-config/match-media';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Carousel } from './carousel';

// jsdom lays nothing out: each slide is one 300 px viewport wide.
installCarouselLayout(300);

const slides = ['첫째', '둘째', '셋째'].map((name) => <p key={name}>{name}</p>);

describe('Carousel', () => {
  it('is a labelled carousel region of numbered slides', () => {
    render(<Carousel label="고객 맞춤 지원">{slides}</Carousel>);
    const region = screen.getByRole('region', { name: '고객 맞춤 지원' });
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    const groups = within(region).getAllByRole('group');
    expect(groups.map((group) => group.getAttribute('aria-label'))).toEqual([
      '1 / 3',
      '2 / 3',
      '3 / 3',
    ]);
    expect(groups.every((group) => group.getAttribute('aria-roledescription') === 'slide')).toBe(
      true,
    );
  });

  it('offers a dot per slide, the first one current', () => {
    render(
      <Carousel label="배너" showDots>
        {slides}
      </Carousel>,
    );
    const dots = screen.getAllByRole('button', { name: /번째 슬라이드 보기$/ });
    expect(dots).toHaveLength(3);
    expect(dots.map((dot) => dot.getAttribute('aria-current'))).toEqual(['true', null, null]);
  });

  it('offers a pause button only while it autoplays', () => {
    const { rerender } = render(
      <Carousel label="배너" autoplayMs={5_000}>
        {slides}
      </Carousel>,
    );
    expect(screen.getByRole('button', { name: '자동 넘김 정지' })).toBeTruthy();

    rerender(
      <Carousel label="배너" autoplayMs={5_000}>
        {slides.slice(0, 1)}
      </Carousel>,
    );
    expect(screen.queryByRole('button', { name: '자동 넘김 정지' })).toBeNull();
  });

  it('does not autoplay for reduced motion', () => {
    setReducedMotion(true);
    render(
      <Carousel label="배너" autoplayMs={5_000}>
        {slides}
      </Carousel>,
    );
    expect(screen.queryByRole('button', { name: '자동 넘김 정지' })).toBeNull();
  });

  it('renders previous and next buttons when asked', () => {
    render(
      <Carousel label="경영 가치" showArrows>
        {slides}
      </Carousel>,
    );
    expect(screen.getByRole('button', { name: '이전 슬라이드' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '다음 슬라이드' })).toBeTruthy();
  });

  it('starts its engine after the page has loaded, without the visitor touching it', async () => {
    render(
      <Carousel label="배너" showDots>
        {slides}
      </Carousel>,
    );
    const viewport = document.querySelector<HTMLElement>('.lf-carousel__viewport');
    // Embla marks its container as it takes it over; the server's markup has no transform.
    await waitFor(() =>
      expect(document.querySelector<HTMLElement>('.lf-carousel__track')?.style.transform).not.toBe(
        '',
      ),
    );
    expect(viewport).not.toBeNull();
  });

  it('acts on a dot pressed before its engine has arrived, once it has', async () => {
    render(
      <Carousel label="배너" showDots>
        {slides}
      </Carousel>,
    );
    const dots = screen.getAllByRole('button', { name: /번째 슬라이드 보기$/ });
    // Pressed at once: the engine is still being fetched.
    fireEvent.click(dots[2]!);
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('button', { name: /번째 슬라이드 보기$/ })
          .map((dot) => dot.getAttribute('aria-current')),
      ).toEqual([null, null, 'true']),
    );
  });
});
