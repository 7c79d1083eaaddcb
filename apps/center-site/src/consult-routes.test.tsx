// spec/site.md §2 route table: a centre's site has the consultation pages its quick menu links
// to (`${centre URL}/consult` and `/consulting`), /complete after a request and /choice. The
// real router and packages/site's pages; no network (the submit is the e2e's, against the api).
import { FORM_LABEL } from '@lawfirm/consult-form';
import { FIRM_NAME, ROUTE_DESCRIPTIONS, ROUTE_TITLES } from '@lawfirm/site';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { createCenterRouter } from './router';

async function renderAt(path: string) {
  const router = createCenterRouter({
    centerCode: 'CT0028',
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await act(() => router.load());
  render(<RouterProvider router={router} />);
  return router;
}

const heading = () => screen.getByRole('heading', { level: 1 }).textContent;
const description = () =>
  document.head.querySelector('meta[name="description"]')?.getAttribute('content');

describe('center site consultation routes', () => {
  it('registers the home and the consultation pages', () => {
    const router = createCenterRouter({
      centerCode: 'CT0028',
      history: createMemoryHistory({ initialEntries: ['/'] }),
    });

    expect(Object.keys(router.routesByPath).sort()).toEqual(
      ['/', '/choice', '/complete', '/consult', '/consulting'].sort(),
    );
  });

  it.each(['/choice', '/consult', '/consulting'] as const)(
    '%s shows its page with its title and description inside the site layout',
    async (path) => {
      await renderAt(path);

      expect(heading()).toBe(ROUTE_TITLES[path]);
      expect(document.title).toBe(`${ROUTE_TITLES[path]} | ${FIRM_NAME}`);
      expect(description()).toBe(ROUTE_DESCRIPTIONS[path]);
      expect(screen.getByRole('banner')).toBeTruthy();
      expect(screen.getByRole('contentinfo')).toBeTruthy();
      expect(screen.getByRole('navigation', { name: '빠른 상담' })).toBeTruthy();
    },
  );

  it('/consulting has the corporate form, under a breadcrumb back to /choice', async () => {
    await renderAt('/consulting');

    expect(screen.getByRole('form', { name: FORM_LABEL })).toBeTruthy();
    const trail = screen.getByRole('navigation', { name: '현재 위치' });
    expect(
      within(trail).getByRole('link', { name: ROUTE_TITLES['/choice'] }).getAttribute('href'),
    ).toBe('/choice');
  });

  it("/choice's corporate button opens this site's /consulting", async () => {
    const router = await renderAt('/choice');

    fireEvent.click(screen.getByRole('link', { name: '기업 상담 신청' }));

    await screen.findByRole('form', { name: FORM_LABEL });
    expect(router.state.location.pathname).toBe('/consulting');
    expect(document.title).toBe(`${ROUTE_TITLES['/consulting']} | ${FIRM_NAME}`);
  });

  it('/complete?isConsult=true confirms the request; /complete alone is an invalid access', async () => {
    await renderAt('/complete?isConsult=true');
    expect(heading()).toBe('상담 신청이 완료되었습니다');
    expect(document.title).toBe(`${ROUTE_TITLES['/complete']} | ${FIRM_NAME}`);
    expect(screen.getByRole('link', { name: '홈으로 가기' }).getAttribute('href')).toBe('/');
  });

  it('/complete without a result says the access is invalid', async () => {
    await renderAt('/complete');
    expect(heading()).toBe('잘못된 접근입니다');
  });
});
