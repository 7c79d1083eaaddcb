import { resizeTo, setReducedMotion } from '@repo/vitest-config/match-media';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithRouter } from '../../test/render-with-router';

import {
  GREETING_SECTION_IDS,
  SCROLL_BEHAVIOUR_BREAKPOINT_PX,
  SECTION_SCROLL_OFFSET_DESKTOP_PX,
  SECTION_SCROLL_OFFSET_MOBILE_PX,
} from './about-constants';
import { GREETING_SECTION_LINKS } from './about-copy';
import { GreetingPage } from './greeting-page';
import { sectionScrollOffset } from './section-scroll';

afterEach(() => vi.restoreAllMocks());

const SECTION_TOP = 1200;

async function clickSectionButton(label: string) {
  const nav = screen.getByRole('navigation', { name: '인사말 페이지 바로가기' });
  await act(async () => {
    fireEvent.click(within(nav).getByRole('link', { name: label }));
  });
}

describe('GreetingPage', () => {
  it('has one h1 and the five sections, each a labelled region', async () => {
    await renderWithRouter(<GreetingPage />, { path: '/about/greeting' });
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      '인사말',
    ]);
    for (const id of Object.values(GREETING_SECTION_IDS)) {
      const section = document.getElementById(id);
      expect(section?.tagName).toBe('SECTION');
      expect(section?.getAttribute('tabindex')).toBe('-1');
    }
    expect(screen.getByRole('link', { name: '대륜의 강점 보기' }).getAttribute('href')).toBe(
      '/strength',
    );
  });

  it('offers five buttons, in the spec order, each pointing at its section', async () => {
    await renderWithRouter(<GreetingPage />);
    const nav = screen.getByRole('navigation', { name: '인사말 페이지 바로가기' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '#greeting',
      '#mission',
      '#vision',
      '#management_values',
      '#ci_introduction',
    ]);
    for (const link of links) {
      expect(document.getElementById(link.getAttribute('href')!.slice(1))).not.toBeNull();
    }
  });

  it.each([
    [375, SECTION_SCROLL_OFFSET_MOBILE_PX],
    [SCROLL_BEHAVIOUR_BREAKPOINT_PX, SECTION_SCROLL_OFFSET_MOBILE_PX],
    [SCROLL_BEHAVIOUR_BREAKPOINT_PX + 1, SECTION_SCROLL_OFFSET_DESKTOP_PX],
    [1440, SECTION_SCROLL_OFFSET_DESKTOP_PX],
  ])('at %i px scrolls a section %i px below the top and focuses it', async (width, offset) => {
    resizeTo(width);
    setReducedMotion(true);
    const scrollTo = vi.spyOn(window, 'scrollTo');
    await renderWithRouter(<GreetingPage />);
    for (const { label, targetId } of GREETING_SECTION_LINKS) {
      const section = document.getElementById(targetId)!;
      section.getBoundingClientRect = () => ({ top: SECTION_TOP }) as DOMRect;
      scrollTo.mockClear();
      await clickSectionButton(label);
      expect(scrollTo).toHaveBeenCalledExactlyOnceWith(0, SECTION_TOP - offset);
      expect(document.activeElement).toBe(section);
    }
  });

  it.each([
    [true, SECTION_SCROLL_OFFSET_MOBILE_PX],
    [false, SECTION_SCROLL_OFFSET_DESKTOP_PX],
  ])('narrow %s: offset %i', (narrow, offset) => {
    expect(sectionScrollOffset(narrow)).toBe(offset);
  });
});
