import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithRouter } from '../../test/render-with-router';

import { Pagination } from './pagination';

const searchFor = (page: number) => (page > 1 ? { page } : {});

function pager() {
  return within(screen.getByRole('navigation', { name: '페이지 이동' }));
}

// spec/site.md §5 Pagination, §9 "5 page numbers shown".
describe('Pagination', () => {
  it('shows nothing for one page or none', async () => {
    await renderWithRouter(<Pagination page={1} totalPages={1} to="/faq" searchFor={searchFor} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('links the block of 5 around the page, the page itself marked and not a link', async () => {
    await renderWithRouter(<Pagination page={7} totalPages={12} to="/faq" searchFor={searchFor} />);
    const links = pager().getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      '이전 페이지',
      '6페이지',
      '8페이지',
      '9페이지',
      '10페이지',
      '다음 페이지',
    ]);
    expect(pager().getByText('7').closest('[aria-current="page"]')?.tagName).toBe('SPAN');
    expect(pager().getByRole('link', { name: '이전 페이지' }).getAttribute('href')).toBe(
      '/faq?page=6',
    );
    expect(pager().getByRole('link', { name: '다음 페이지' }).getAttribute('href')).toBe(
      '/faq?page=8',
    );
  });

  it('disables previous on the first page and links page 1 without a page', async () => {
    await renderWithRouter(<Pagination page={1} totalPages={3} to="/faq" searchFor={searchFor} />);
    expect(pager().queryByRole('link', { name: '이전 페이지' })).toBeNull();
    expect(pager().getByText('이전 페이지').closest('[aria-disabled="true"]')).toBeTruthy();
    expect(pager().getByRole('link', { name: '다음 페이지' })).toBeTruthy();
  });

  it('disables next on the last page', async () => {
    await renderWithRouter(<Pagination page={3} totalPages={3} to="/faq" searchFor={searchFor} />);
    expect(pager().queryByRole('link', { name: '다음 페이지' })).toBeNull();
    expect(pager().getByText('다음 페이지').closest('[aria-disabled="true"]')).toBeTruthy();
    expect(pager().getByRole('link', { name: '1페이지' }).getAttribute('href')).toBe('/faq');
  });

  it('marks only the current page, never the link to page 1 on a later page', async () => {
    await renderWithRouter(<Pagination page={2} totalPages={3} to="/" searchFor={searchFor} />, {
      path: '/?page=2',
    });
    expect(pager().getByRole('link', { name: '1페이지' }).getAttribute('aria-current')).toBeNull();
    expect(
      pager().getByRole('link', { name: '이전 페이지' }).getAttribute('aria-current'),
    ).toBeNull();
    expect(
      pager()
        .getAllByRole('link')
        .filter((link) => link.getAttribute('aria-current')),
    ).toEqual([]);
  });
});
