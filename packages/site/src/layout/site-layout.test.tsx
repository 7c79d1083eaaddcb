import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';

import { FIRM_NAME, MAIN_CONTENT_ID } from '../constants';
import { renderWithRouter } from '../test/render-with-router';

import { DEFAULT_NAV_ITEMS } from './nav-items';
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
    expect(within(screen.getByRole('contentinfo')).getByText(new RegExp(FIRM_NAME))).toBeTruthy();

    const wordmark = within(header).getByRole('link', { name: `${FIRM_NAME} 홈` });
    expect(wordmark.getAttribute('href')).toBe('/');
    const nav = within(header).getByRole('navigation', { name: '주요 메뉴' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      DEFAULT_NAV_ITEMS.map((item) => [item.label, item.to]),
    );
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

  it('renders no navigation when a group site has no menu', async () => {
    await renderWithRouter(
      <SiteLayout navItems={[]}>
        <p>본문</p>
      </SiteLayout>,
    );

    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getByRole('link', { name: `${FIRM_NAME} 홈` })).toBeTruthy();
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
