import { resizeTo } from '@repo/vitest-config/match-media';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ROUTE_TITLES } from '../../route-titles';
import { renderWithRouter } from '../../test/render-with-router';

import { STRENGTH_DETAIL_FIXTURE, STRENGTH_LIST_FIXTURE } from './strength-fixture';
import { StrengthDetailPage } from './strength-detail-page';
import { StrengthOverviewPage } from './strength-overview-page';
import { circleColors } from './strength-parts';
import { STRENGTH_VARIANTS, strengthVariant } from './strength-variants';

afterEach(() => {
  vi.restoreAllMocks();
  resizeTo(1024);
});

/** Reduced motion makes smoothScrollTo jump at once, so the target is checkable. */
function instantScrolls() {
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  const realMatchMedia = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    query.includes('reduce')
      ? ({ ...realMatchMedia(query), matches: true } as MediaQueryList)
      : realMatchMedia(query),
  );
  return scrollTo;
}

describe('StrengthOverviewPage', () => {
  it.each([
    [1440, 'figure', 700],
    [1023, 'h2', 900],
  ])(
    'at %i px a tile scrolls to the block %s and focuses its heading',
    async (width, target, top) => {
      resizeTo(width);
      await renderWithRouter(<StrengthOverviewPage data={STRENGTH_LIST_FIXTURE} />);
      const scrollTo = instantScrolls();
      const block = document.getElementById('strength-task-force')!;
      vi.spyOn(block.querySelector('figure')!, 'getBoundingClientRect').mockReturnValue({
        top: 700,
      } as DOMRect);
      vi.spyOn(block.querySelector('h2')!, 'getBoundingClientRect').mockReturnValue({
        top: 900,
      } as DOMRect);
      const tiles = within(screen.getByRole('navigation', { name: '강점 바로가기' })).getAllByRole(
        'button',
      );
      fireEvent.click(tiles[1]!);
      await vi.waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, top));
      await vi.waitFor(() => expect(document.activeElement).toBe(block.querySelector('h2')));
    },
  );

  it('shows each strength as a decorative picture with no caption (spec/site.md §2 Strengths pages)', async () => {
    // The tile only pictures the strength whose Korean title is the block's heading, so screen
    // readers skip it; a returning placeholder caption ("KEY MEMBERS image") would show here.
    await renderWithRouter(<StrengthOverviewPage data={STRENGTH_LIST_FIXTURE} />);
    const figures = [...document.querySelectorAll('.strength-block__figure')];
    expect(figures).toHaveLength(STRENGTH_LIST_FIXTURE.list.length);
    for (const figure of figures) {
      expect(figure.textContent?.trim()).toBe('');
      expect(figure.querySelector('figcaption')).toBeNull();
      const image = figure.querySelector('img')!;
      expect(image.getAttribute('alt')).toBe('');
      expect(image.getAttribute('aria-hidden')).toBe('true');
      // Explicit size: the block keeps its height before the picture arrives.
      expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['560', '400']);
    }
  });

  it('alternates the blocks and fills the text markers from the initial data', async () => {
    await renderWithRouter(<StrengthOverviewPage data={STRENGTH_LIST_FIXTURE} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(ROUTE_TITLES['/strength']);
    const blocks = document.querySelectorAll('.strength-block');
    expect([...blocks].map((block) => block.getAttribute('data-side'))).toEqual([
      'start',
      'end',
      'start',
    ]);
    const members = document.getElementById('strength-members')!;
    expect(within(members).getByRole('heading', { level: 2 }).textContent).toBe(
      '231명의 핵심 구성원',
    );
    expect(members.querySelector('.strength-bullets__sub')?.children.length).toBe(2);
    expect(members.querySelector('.strength-footnote time')?.getAttribute('datetime')).toBe(
      '2025-10-31',
    );
    expect(document.body.textContent).not.toMatch(/pro_count|\*consult_date\*/);
  });

  it('lists every strength in the 4-column view-more block', async () => {
    await renderWithRouter(<StrengthOverviewPage data={STRENGTH_LIST_FIXTURE} />);
    const list = document.querySelector('.strength-view-more__list')!;
    expect(list.getAttribute('data-columns')).toBe('4');
    expect(list.querySelectorAll('a')).toHaveLength(
      STRENGTH_LIST_FIXTURE.common.view_more_list.length,
    );
  });
});

describe('StrengthDetailPage', () => {
  it('sanitizes the system HTML and lists the other strengths in 3 columns', async () => {
    const detail = {
      ...STRENGTH_DETAIL_FIXTURE,
      item: { ...STRENGTH_DETAIL_FIXTURE.item, url: 'members' },
      page: {
        ...STRENGTH_DETAIL_FIXTURE.page,
        system_list: [
          {
            title: '<strong>핵심</strong><img src=x onerror="alert(1)">',
            desc: 'pro_count명',
            list: [],
          },
          STRENGTH_DETAIL_FIXTURE.page.system_list[1],
        ] as typeof STRENGTH_DETAIL_FIXTURE.page.system_list,
      },
    };
    await renderWithRouter(<StrengthDetailPage data={detail} />);
    const systemTitle = document.querySelector('.strength-system__title')!;
    expect(systemTitle.innerHTML).toBe('<strong>핵심</strong>');
    expect(screen.getByText('231명')).toBeTruthy();
    const list = document.querySelector('.strength-view-more__list')!;
    expect(list.getAttribute('data-columns')).toBe('3');
    expect([...list.querySelectorAll('a')].map((link) => link.getAttribute('href'))).not.toContain(
      '/strength/members',
    );
    expect(
      screen.getByRole('link', { name: '강점 한눈에 보기로 돌아가기' }).getAttribute('href'),
    ).toBe('/strength');
  });

  it('shows the infrastructure variant without buttons for the counselling centre', async () => {
    await renderWithRouter(<StrengthDetailPage data={STRENGTH_DETAIL_FIXTURE} />);
    expect(STRENGTH_DETAIL_FIXTURE.item.url).toBe('evidence');
    const counselling = document.querySelector('[data-key="counseling-center"]')!;
    expect(within(counselling as HTMLElement).queryAllByRole('link')).toHaveLength(0);
    const forensic = document.querySelector('[data-key="forensic-center"]') as HTMLElement;
    expect(within(forensic).getByRole('link').getAttribute('href')).toBe('/faq/digital-forensics');
    expect(
      screen.getByRole('heading', {
        name: /4개 전문 센터가 사건을 돕습니다 \(2025\.10\.31 기준\)/,
      }),
    ).toBeTruthy();
  });

  it('draws the lawyer circles with readable text on their colour', () => {
    expect(circleColors('AE0E36')).toEqual({ backgroundColor: '#AE0E36', color: '#ffffff' });
    expect(circleColors('F5F0E6')).toEqual({ backgroundColor: '#F5F0E6', color: '#1b1b1f' });
  });
});

describe('strengthVariant', () => {
  it.each([
    ['members', 'people'],
    ['evidence', 'infrastructure'],
    ['ai-strategy', 'keywords'],
    ['quality', 'standard'],
  ])('%s -> %s', (url, variant) => {
    expect(strengthVariant(url)).toBe(variant);
    expect(Object.keys(STRENGTH_VARIANTS)).toHaveLength(3);
  });
});
