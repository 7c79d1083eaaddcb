import { installCarouselLayout } from '@repo/vitest-config/carousel-layout';
import { resizeTo } from '@repo/vitest-config/match-media';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { MANAGEMENT_VALUES_CAROUSEL_MIN_WIDTH_PX } from './about-constants';
import { MANAGEMENT_VALUES } from './about-copy';
import { ManagementValues } from './management-values';

// jsdom lays nothing out: each slide is one 600 px viewport wide.
installCarouselLayout(600);

const counter = (container: HTMLElement) =>
  container.querySelector('.site-values__counter strong')?.textContent;

describe('ManagementValues', () => {
  it.each([
    [MANAGEMENT_VALUES_CAROUSEL_MIN_WIDTH_PX - 1, 'list'],
    [375, 'list'],
    [MANAGEMENT_VALUES_CAROUSEL_MIN_WIDTH_PX, 'carousel'],
    [1440, 'carousel'],
  ])('at %i px shows a %s', (width, kind) => {
    resizeTo(width);
    render(<ManagementValues />);
    const carousel = screen.queryByRole('region', { name: '경영 가치 슬라이드' });
    expect(carousel === null ? 'list' : 'carousel').toBe(kind);
  });

  it('lists every value with its English label and description under 768 px', () => {
    resizeTo(767);
    render(<ManagementValues />);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(MANAGEMENT_VALUES.length);
    MANAGEMENT_VALUES.forEach((value, index) => {
      const item = within(items[index]!);
      expect(item.getByRole('heading', { level: 3 }).textContent).toBe(value.title);
      expect(item.getByText(value.english)).toBeTruthy();
      expect(item.getByText(value.description)).toBeTruthy();
    });
  });

  it('turns into a list when the window narrows below 768 px', () => {
    resizeTo(1024);
    render(<ManagementValues />);
    expect(screen.getByRole('region', { name: '경영 가치 슬라이드' })).toBeTruthy();
    act(() => resizeTo(767));
    expect(screen.queryByRole('region', { name: '경영 가치 슬라이드' })).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(MANAGEMENT_VALUES.length);
  });

  it('wraps from the last value to the first with the next button', async () => {
    resizeTo(1440);
    const { container } = render(<ManagementValues />);
    // The carousel's engine arrives after the first load (@lawfirm/ui useDeferredEmbla).
    await waitFor(() => expect(container.querySelector('[data-engine="ready"]')).not.toBeNull());
    const next = screen.getByRole('button', { name: '다음 슬라이드' });
    const seen = [counter(container)];
    for (let index = 0; index < MANAGEMENT_VALUES.length; index += 1) {
      act(() => fireEvent.click(next));
      seen.push(counter(container));
    }
    expect(seen).toEqual(['01', '02', '03', '04', '05', '01']);
    expect(next.hasAttribute('disabled')).toBe(false);
  });
});
