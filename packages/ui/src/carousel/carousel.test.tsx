import { setReducedMotion } from '@repo/vitest-config/match-media';
import { render, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { Carousel } from './carousel';

// jsdom lays nothing out; Embla measures offsets. Each slide is one 300 px viewport wide.
const SLIDE_WIDTH = 300;
const layout = {
  offsetWidth: {
    get(this: HTMLElement) {
      return this.classList.contains('lf-carousel__viewport') ||
        this.classList.contains('lf-carousel__slide') ||
        this.classList.contains('lf-carousel__track')
        ? SLIDE_WIDTH
        : 0;
    },
  },
  offsetLeft: {
    get(this: HTMLElement) {
      if (!this.classList.contains('lf-carousel__slide')) return 0;
      return [...(this.parentElement?.children ?? [])].indexOf(this) * SLIDE_WIDTH;
    },
  },
};
const originals = Object.fromEntries(
  Object.keys(layout).map((name) => [
    name,
    Object.getOwnPropertyDescriptor(HTMLElement.prototype, name),
  ]),
);
beforeAll(() => {
  for (const [name, descriptor] of Object.entries(layout)) {
    Object.defineProperty(HTMLElement.prototype, name, { configurable: true, ...descriptor });
  }
});
afterAll(() => {
  for (const [name, descriptor] of Object.entries(originals)) {
    if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
  }
});

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
});
