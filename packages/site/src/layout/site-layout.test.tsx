import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';

import { FIRM_NAME, MAIN_CONTENT_ID } from '../constants';
import { renderWithRouter } from '../test/render-with-router';

import { ROUTE_MENU } from './header/route-menu';
import { SiteLayout } from './site-layout';

describe('SiteLayout', () => {
  it('renders the landmarks with the page inside <main>', async () => {
    await renderWithRouter(
      <SiteLayout>
        <h1>상담 예약</h1>
      </SiteLayout>,
    );

    const header = screen.getByRole('banner');
    const main = screen.getByRole('main');
    expect(main.id).toBe(MAIN_CONTENT_ID);
    expect(within(main).getByRole('heading', { level: 1, name: '상담 예약' })).toBeTruthy();
    expect(
      within(screen.getByRole('contentinfo')).getAllByText(new RegExp(FIRM_NAME)).length,
    ).toBeGreaterThan(0);

    const wordmarks = within(header).getAllByRole('link', { name: `${FIRM_NAME} 홈` });
    expect(wordmarks.map((link) => link.getAttribute('href'))).toEqual(['/', '/']);
    const nav = within(header).getByRole('navigation', { name: '주요 메뉴' });
    const columns = within(nav)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.parentElement === nav);
    expect(columns).toHaveLength(ROUTE_MENU.length);
  });

  it('makes the skip link the first stop of the keyboard and points it at <main>', async () => {
    await renderWithRouter(
      <SiteLayout>
        <p>본문</p>
      </SiteLayout>,
    );

    await userEvent.tab();
    const skipLink = screen.getByRole('link', { name: '본문 바로가기' });
    expect(document.activeElement).toBe(skipLink);
    expect(skipLink.getAttribute('href')).toBe(`#${MAIN_CONTENT_ID}`);
    // Focusable by script, so that following the link moves focus and not only the scroll.
    expect(screen.getByRole('main').tabIndex).toBe(-1);
  });

  it('renders no navigation when a group site has no sub pages', async () => {
    await renderWithRouter(
      <SiteLayout>
        <p>본문</p>
      </SiteLayout>,
      { settings: { hasSubPages: false } },
    );

    expect(screen.queryByRole('navigation', { name: '주요 메뉴' })).toBeNull();
    expect(screen.getAllByRole('link', { name: `${FIRM_NAME} 홈` })).toHaveLength(2);
  });

  it('has no axe violations', async () => {
    document.documentElement.lang = 'ko';
    document.title = `상담 예약 | ${FIRM_NAME}`;
    await renderWithRouter(
      <SiteLayout>
        <h1>상담 예약</h1>
        <p>이 페이지는 준비 중입니다.</p>
      </SiteLayout>,
    );

    // Contrast needs real layout and paint, which jsdom lacks: the Playwright axe scan in
    // Chromium covers it.
    const results = await axe.run(document, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
