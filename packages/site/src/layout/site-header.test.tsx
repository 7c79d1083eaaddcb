import { act, fireEvent, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithRouter } from '../test/render-with-router';

import { HEADER_COLLAPSE_DELAY_MS } from './header/header-constants';
import { ROUTE_MENU } from './header/route-menu';
import { SiteHeader } from './site-header';

afterEach(() => vi.useRealTimers());

const header = () => screen.getByRole('banner');
const isOpen = () => header().hasAttribute('data-menu-open');
const nav = () => screen.getByRole('navigation', { name: '주요 메뉴' });

describe('SiteHeader', () => {
  it('lists every column of the route menu with its pages', async () => {
    await renderWithRouter(<SiteHeader />);
    for (const column of ROUTE_MENU) {
      expect(within(nav()).getAllByRole('link', { name: column.name }).length).toBeGreaterThan(0);
      for (const entry of column.routes ?? []) {
        expect(
          within(nav())
            .getAllByRole('link', { name: entry.name })
            .map((link) => link.getAttribute('href')),
        ).toContain(entry.path);
      }
    }
  });

  it('opens on hover and collapses 300 ms after the pointer leaves', async () => {
    vi.useFakeTimers();
    await renderWithRouter(<SiteHeader />);
    fireEvent.mouseEnter(nav());
    expect(isOpen()).toBe(true);
    fireEvent.mouseLeave(nav());
    act(() => vi.advanceTimersByTime(HEADER_COLLAPSE_DELAY_MS - 1));
    expect(isOpen()).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(isOpen()).toBe(false);
  });

  it('stays open when the pointer comes back before the collapse', async () => {
    vi.useFakeTimers();
    await renderWithRouter(<SiteHeader />);
    fireEvent.mouseEnter(nav());
    fireEvent.mouseLeave(nav());
    act(() => vi.advanceTimersByTime(HEADER_COLLAPSE_DELAY_MS / 2));
    fireEvent.mouseEnter(nav());
    act(() => vi.advanceTimersByTime(HEADER_COLLAPSE_DELAY_MS * 2));
    expect(isOpen()).toBe(true);
  });

  it('opens on keyboard focus, and Escape closes it keeping focus on the column', async () => {
    await renderWithRouter(<SiteHeader />);
    const firstColumn = within(nav()).getAllByRole('link', { name: ROUTE_MENU[0]!.name })[0]!;
    act(() => firstColumn.focus());
    expect(isOpen()).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(isOpen()).toBe(false);
    expect(document.activeElement).toBe(firstColumn);
  });

  it('closes with one Escape from a sub link, focus back on its column', async () => {
    await renderWithRouter(<SiteHeader />);
    const column = within(nav()).getAllByRole('link', { name: '법률 자료' })[0]!;
    const subLink = within(nav()).getByRole('link', { name: '법률 Q&A' });
    act(() => subLink.focus());
    expect(isOpen()).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(isOpen()).toBe(false);
    expect(document.activeElement).toBe(column);
  });

  it('closes with one Escape when a hover opened it and focus is elsewhere', async () => {
    await renderWithRouter(<SiteHeader />);
    fireEvent.mouseEnter(nav());
    expect(isOpen()).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(isOpen()).toBe(false);
  });

  it('names every column apart from its pages', () => {
    for (const column of ROUTE_MENU) {
      for (const entry of column.routes ?? []) {
        expect(entry.name, column.name).not.toContain(column.name);
        expect(column.name, entry.name).not.toContain(entry.name);
      }
    }
  });

  it('opens the firm-introduction pages from its first column', async () => {
    await renderWithRouter(<SiteHeader />);
    const column = within(nav()).getAllByRole('link', { name: '법인 소개' })[0]!;
    expect(column.getAttribute('href')).toBe('/about/greeting');
    const pages = ['/about/greeting', '/about/intro', '/about/system', '/about/ci'];
    const subHrefs = within(column.closest('li')!)
      .getAllByRole('link')
      .slice(1)
      .map((link) => link.getAttribute('href'));
    for (const path of pages) expect(subHrefs).toContain(path);
  });

  it('closes when the path changes', async () => {
    const { router } = await renderWithRouter(<SiteHeader />);
    fireEvent.mouseEnter(nav());
    expect(isOpen()).toBe(true);
    await act(() => router.navigate({ to: '/faq' }));
    expect(isOpen()).toBe(false);
  });

  it('opens the search box and the full menu from their buttons', async () => {
    await renderWithRouter(<SiteHeader />);
    const searchToggle = screen.getByRole('button', { name: '검색창 열기' });
    await userEvent.click(searchToggle);
    expect(searchToggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('searchbox', { name: '사이트 검색어' })).toBeTruthy();

    const [fullMenuButton] = screen.getAllByRole('button', { name: '전체 메뉴 열기' });
    await userEvent.click(fullMenuButton!);
    const dialog = screen.getByRole('dialog', { name: '전체 메뉴' });
    expect(
      within(dialog).getByRole('link', { name: ROUTE_MENU[2]!.routes![0]!.name }),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: '닫기' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends the mobile search icon to the integrated search', async () => {
    await renderWithRouter(<SiteHeader />);
    const link = screen.getByRole('link', { name: '통합 검색' });
    expect(link.getAttribute('href')).toBe('/integrate?search=&tab=%EC%A0%84%EC%B2%B4');
  });

  it('has no menu, and searches on the main site, on a site without sub pages', async () => {
    await renderWithRouter(<SiteHeader />, {
      settings: { hasSubPages: false, mainSiteUrl: 'https://lawfirm.example' },
    });
    expect(screen.queryByRole('navigation', { name: '주요 메뉴' })).toBeNull();
    expect(screen.queryByRole('button', { name: '전체 메뉴 열기' })).toBeNull();
    const link = screen.getByRole('link', { name: '통합 검색 (새 창)' });
    expect(link.getAttribute('href')).toBe(
      'https://lawfirm.example/integrate?search=&tab=%EC%A0%84%EC%B2%B4',
    );
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it("on a centre's site with sub pages, leaves the member's and the firm's pages to the main site", async () => {
    await renderWithRouter(<SiteHeader />, {
      settings: { hasSubPages: true, mainSiteUrl: 'http://localhost:3000' },
    });
    const hrefOf = (name: string) =>
      within(nav())
        .getAllByRole('link', { name })
        .map((link) => link.getAttribute('href'));
    expect(hrefOf('나의 사건 현황')).toEqual(['http://localhost:3000/mycase']);
    expect(hrefOf('고객만족센터')).toEqual(['http://localhost:3000/inquire']);
    expect(hrefOf('법인 소개')).toEqual(['http://localhost:3000/about/greeting']);
    expect(hrefOf('대륜 소개')).toEqual(['http://localhost:3000/about/intro']);
    expect(hrefOf('인사말')).toEqual(['http://localhost:3000/about/greeting']);
    expect(hrefOf('대륜의 강점')).toEqual(['http://localhost:3000/strength']);
    // The centre's own pages stay in its site.
    expect(hrefOf('법률 Q&A')).toEqual(['/faq']);
    expect(hrefOf('성공 사례')).toEqual(['/success']);
  });
});
