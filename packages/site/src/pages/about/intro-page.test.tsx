import type { PartnerLogo } from '@lawfirm/api-client/site';
import { resizeTo } from '@repo/vitest-config/match-media';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithRouter } from '../../test/render-with-router';

import {
  LOGO_CAROUSEL_MAX_SLIDES,
  LOGO_CAROUSEL_MIN_SLIDES,
  LOGO_SLIDES_BY_MIN_WIDTH,
} from './about-constants';
import { INTRO_PARAGRAPHS } from './about-copy';
import { IntroPage } from './intro-page';
import { logoSlidesPerView } from './partner-logo-carousel';

const PARTNERS: PartnerLogo[] = [
  '누리회계법인',
  '온새미특허법인',
  '다온관세법인',
  '가온노무법인',
].map((name, index) => ({
  name,
  url: `https://partner-${index}.example.com`,
  logo: `/static/partners/partner-${index}.svg`,
}));

describe('logoSlidesPerView', () => {
  it.each([
    [320, 3],
    [375, 3],
    [767, 3],
    [768, 5],
    [1023, 5],
    [1024, 6],
    [1279, 6],
    [1280, 8],
    [1920, 8],
  ])('at %i px shows %i logos', (width, slides) => {
    expect(logoSlidesPerView(width)).toBe(slides);
  });

  it('stays within the spec range of 3 to 8', () => {
    const counts = LOGO_SLIDES_BY_MIN_WIDTH.map((step) => step.slides);
    expect(Math.min(...counts)).toBe(LOGO_CAROUSEL_MIN_SLIDES);
    expect(Math.max(...counts)).toBe(LOGO_CAROUSEL_MAX_SLIDES);
    expect([LOGO_CAROUSEL_MIN_SLIDES, LOGO_CAROUSEL_MAX_SLIDES]).toEqual([3, 8]);
  });
});

describe('IntroPage', () => {
  it('shows one h1, the five paragraphs and the firm facts exactly', async () => {
    await renderWithRouter(<IntroPage partners={PARTNERS} />, { path: '/about/intro' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('대륜 소개');
    expect(INTRO_PARAGRAPHS).toHaveLength(5);
    for (const paragraph of INTRO_PARAGRAPHS) expect(screen.getByText(paragraph)).toBeTruthy();
    const text = INTRO_PARAGRAPHS.join(' ');
    for (const fact of ['변호사 200명 이상', '전문 그룹 20개 이상', '1,631곳', '80곳(4.9%)'])
      expect(text).toContain(fact);
  });

  it('links each partner logo to its site in a new tab, named by its alt text', async () => {
    // Three logos per view: four partners scroll.
    resizeTo(375);
    await renderWithRouter(<IntroPage partners={PARTNERS} />, {
      settings: { staticBaseUrl: 'https://cdn.example.com' },
    });
    const carousel = screen.getByRole('region', { name: '협력 기관' });
    const links = within(carousel).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(PARTNERS.map((p) => p.url));
    expect(links.every((link) => link.getAttribute('target') === '_blank')).toBe(true);
    expect(within(links[0]!).getByRole('img').getAttribute('src')).toBe(
      'https://cdn.example.com/static/partners/partner-0.svg',
    );
    expect(within(links[0]!).getByRole('img').getAttribute('alt')).toBe('누리회계법인 (새 창)');
    // spec/site.md §9 "Logo carousel 5000 ms": it autoplays, so it offers a pause button.
    expect(within(carousel).getByRole('button', { name: '자동 넘김 정지' })).toBeTruthy();
  });

  it('fits the slide width to the window', async () => {
    resizeTo(1440);
    await renderWithRouter(<IntroPage partners={PARTNERS} />);
    const carousel = () => screen.getByRole('region', { name: '협력 기관' });
    expect(carousel().style.getPropertyValue('--lf-slide-size')).toBe('12.5%');
    act(() => resizeTo(375));
    expect(carousel().style.getPropertyValue('--lf-slide-size')).toBe(`${100 / 3}%`);
  });

  it('autoplays the logos only where they do not all fit', async () => {
    resizeTo(1440);
    await renderWithRouter(<IntroPage partners={PARTNERS} />);
    const pause = () => screen.queryByRole('button', { name: '자동 넘김 정지' });
    // Four logos, eight per view: nothing to scroll.
    expect(pause()).toBeNull();
    act(() => resizeTo(375));
    expect(pause()).not.toBeNull();
  });

  it('leaves the partner section out without partners', async () => {
    await renderWithRouter(<IntroPage partners={[]} />);
    expect(screen.queryByRole('region', { name: '협력 기관' })).toBeNull();
    expect(screen.queryByRole('heading', { name: '함께하는 협력 기관' })).toBeNull();
  });
});
