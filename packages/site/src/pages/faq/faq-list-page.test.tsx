import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { renderWithRouter } from '../../test/render-with-router';

import { FAQ_COPY, FAQ_MOBILE_CATEGORY_COUNT } from './faq-constants';
import { FAQ_GROUPS_FIXTURE, faqItemFixture } from './faq-fixture';
import { FaqListPage } from './faq-list-page';
import type { FaqListPageProps } from './faq-list-page';
import { FAQ_KEYWORD_ERRORS } from './faq-search';

const nineItems = Array.from({ length: 9 }, (_, index) => faqItemFixture(index + 1));

function renderList(props: Partial<FaqListPageProps> = {}, path = '/faq') {
  return renderWithRouter(
    <FaqListPage
      groups={FAQ_GROUPS_FIXTURE}
      items={nineItems}
      totalCount={25}
      search={{ page: 1 }}
      {...props}
    />,
    { path },
  );
}

// spec/site.md §2 Legal Q&A list, §5 Pagination, §9 FAQ page size.
describe('FaqListPage', () => {
  it('shows the title, the subtitle, the search bar and the practice areas', async () => {
    await renderList();
    expect(screen.getByRole('heading', { level: 1, name: FAQ_COPY.title })).toBeTruthy();
    expect(screen.getByText(FAQ_COPY.subtitle)).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: FAQ_COPY.searchLabel })).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: FAQ_COPY.categoryMenuTitle });
    expect(
      within(menu).getByRole('link', { name: FAQ_COPY.allCategories }).getAttribute('aria-current'),
    ).toBe('page');
    expect(within(menu).getByRole('link', { name: '이혼' }).getAttribute('href')).toBe(
      '/faq/divorce',
    );
  });

  it('lists each question with Q, its excerpt, its views and see details', async () => {
    await renderList();
    const list = screen.getByRole('list', { name: FAQ_COPY.listLabel });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(9);
    const first = items[0]!;
    expect(within(first).getByText('Q')).toBeTruthy();
    const link = within(first).getByRole('link', { name: nineItems[0]!.question });
    expect(link.getAttribute('href')).toBe('/faq/detail/1');
    expect(within(first).getByText(/결혼한 지 10년이 되었고/)).toBeTruthy();
    expect(within(first).getByText(`${FAQ_COPY.views} 1,235`)).toBeTruthy();
    expect(within(first).getByText(FAQ_COPY.seeDetails)).toBeTruthy();
  });

  it('pages by 9 with previous disabled on the first page', async () => {
    await renderList();
    const pager = screen.getByRole('navigation', { name: '질문 목록 페이지' });
    expect(within(pager).queryByRole('link', { name: '이전 페이지' })).toBeNull();
    expect(within(pager).getByText('이전 페이지').closest('[aria-disabled="true"]')).toBeTruthy();
    // 25 questions make 3 pages.
    expect(
      within(pager)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['2페이지', '3페이지', '다음 페이지']);
    expect(within(pager).getByRole('link', { name: '다음 페이지' }).getAttribute('href')).toBe(
      '/faq?page=2',
    );
  });

  it('disables next on the last page and keeps the keyword in the page links', async () => {
    await renderList({ search: { page: 3, keyword: '이혼' }, items: nineItems.slice(0, 7) });
    const pager = screen.getByRole('navigation', { name: '질문 목록 페이지' });
    expect(within(pager).queryByRole('link', { name: '다음 페이지' })).toBeNull();
    expect(within(pager).getByText('3').closest('[aria-current="page"]')).toBeTruthy();
    expect(within(pager).getByRole('link', { name: '이전 페이지' }).getAttribute('href')).toBe(
      `/faq?keyword=${encodeURIComponent('이혼')}&page=2`,
    );
    expect(within(pager).getByRole('link', { name: '1페이지' }).getAttribute('href')).toBe(
      `/faq?keyword=${encodeURIComponent('이혼')}`,
    );
  });

  it('says "no search results" when a search finds nothing, without a pager', async () => {
    await renderList({ items: [], totalCount: 0, search: { page: 1, keyword: '없는 말' } });
    expect(screen.getByRole('status').textContent).toContain(FAQ_COPY.noResults);
    expect(screen.queryByRole('navigation', { name: '질문 목록 페이지' })).toBeNull();
  });

  it('says a category has no questions yet when it is empty', async () => {
    await renderList({ items: [], totalCount: 0, group: FAQ_GROUPS_FIXTURE[4] }, '/faq/divorce');
    expect(screen.getByRole('status').textContent).toContain(FAQ_COPY.emptyCategory);
  });

  it('names the category in the title and marks it in the menu', async () => {
    const group = FAQ_GROUPS_FIXTURE[9]!;
    await renderList({ group }, `/faq/${group.code_desc}`);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(`마약 ${FAQ_COPY.title}`);
    const current = screen.getByRole('link', { name: '마약', current: 'page' });
    // "All" is not marked, though /faq begins every category's path.
    expect(
      screen.getByRole('link', { name: FAQ_COPY.allCategories }).getAttribute('aria-current'),
    ).toBeNull();
    // Past the first 8, yet never folded away while it is the one shown.
    expect(current.closest('li')?.getAttribute('data-folded')).toBeNull();
  });

  it(`folds the categories past the first ${FAQ_MOBILE_CATEGORY_COUNT} behind more / close`, async () => {
    await renderList();
    const list = screen
      .getByRole('navigation', { name: FAQ_COPY.categoryMenuTitle })
      .querySelector('ul')!;
    expect(list.querySelectorAll('[data-folded="true"]')).toHaveLength(
      FAQ_GROUPS_FIXTURE.length - FAQ_MOBILE_CATEGORY_COUNT,
    );
    expect(list.getAttribute('data-expanded')).toBe('false');
    const toggle = screen.getByRole('button', { name: FAQ_COPY.moreCategories });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(list.getAttribute('data-expanded')).toBe('true');
    const close = screen.getByRole('button', { name: FAQ_COPY.lessCategories });
    expect(close.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(close);
    expect(list.getAttribute('data-expanded')).toBe('false');
  });

  it('searches the list shown, trimmed, from page 1', async () => {
    const group = FAQ_GROUPS_FIXTURE[4]!;
    const { router } = await renderList({ group, search: { page: 2 } }, '/faq/divorce?page=2');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '  위자료 ' } });
    fireEvent.click(screen.getByRole('button', { name: '검색' }));
    await vi.waitFor(() =>
      expect(router.state.location.href).toBe(
        `/faq/divorce?keyword=${encodeURIComponent('위자료')}`,
      ),
    );
  });

  it('explains a keyword it refused', async () => {
    await renderList({ search: { page: 1, keywordError: FAQ_KEYWORD_ERRORS.tooLong } });
    expect(screen.getByRole('alert').textContent).toBe(FAQ_KEYWORD_ERRORS.tooLong);
  });
});
