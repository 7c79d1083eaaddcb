import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithRouter } from '../../test/render-with-router';

import { ARTICLE_KIND_COPY } from './article-constants';
import { ARTICLE_SUMMARY_FIXTURES } from './article-fixture';
import { ArticleListPage } from './article-list-page';

// spec/site.md §2 /info and /success, §5 Pagination.
describe('ArticleListPage', () => {
  it('lists each article with its title (a link to its page), excerpt, field and date', async () => {
    await renderWithRouter(
      <ArticleListPage
        kind="success"
        items={ARTICLE_SUMMARY_FIXTURES}
        totalCount={2}
        search={{ page: 1 }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('성공 사례');
    const list = within(screen.getByRole('list', { name: ARTICLE_KIND_COPY.success.listLabel }));
    const items = list.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = within(items[0]!);
    expect(first.getByRole('link').getAttribute('href')).toBe('/success/24');
    expect(first.getByRole('heading', { level: 3 }).textContent).toBe(
      ARTICLE_SUMMARY_FIXTURES[0]!.title,
    );
    expect(first.getByText(ARTICLE_SUMMARY_FIXTURES[0]!.intro)).toBeTruthy();
    expect(first.getByText('이혼')).toBeTruthy();
    expect(first.getByText('2024.05.20').getAttribute('datetime')).toBe('2024-05-20');
    expect(screen.getByText('총 2건')).toBeTruthy();
    // One page: no pagination.
    expect(screen.queryByRole('navigation', { name: /페이지$/ })).toBeNull();
  });

  it('pages by §5: the current page marked, previous disabled on the first page', async () => {
    await renderWithRouter(
      <ArticleListPage
        kind="info"
        items={ARTICLE_SUMMARY_FIXTURES}
        totalCount={30}
        search={{ page: 1 }}
      />,
      { path: '/info' },
    );
    const pager = within(screen.getByRole('navigation', { name: '법률 정보 목록 페이지' }));
    expect(pager.getByText('1').getAttribute('aria-current')).toBe('page');
    expect(pager.queryByRole('link', { name: '이전 페이지' })).toBeNull();
    expect(pager.getByRole('link', { name: '다음 페이지' }).getAttribute('href')).toBe(
      '/info?page=2',
    );
    expect(pager.getByRole('link', { name: /^3\s?페이지$/ }).getAttribute('href')).toBe(
      '/info?page=3',
    );
  });

  it('keeps the field in the page links and names the field', async () => {
    await renderWithRouter(
      <ArticleListPage
        kind="success"
        items={ARTICLE_SUMMARY_FIXTURES}
        totalCount={30}
        search={{ page: 2, groupCode: 'CT0005' }}
      />,
      { path: '/success?group_code=CT0005&page=2' },
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('이혼 성공 사례');
    const pager = within(screen.getByRole('navigation', { name: '성공 사례 목록 페이지' }));
    expect(pager.getByRole('link', { name: '이전 페이지' }).getAttribute('href')).toBe(
      '/success?group_code=CT0005',
    );
    expect(screen.getByRole('link', { name: '전체 분야 보기' }).getAttribute('href')).toBe(
      '/success',
    );
  });

  it('says in Korean when there is nothing to show', async () => {
    await renderWithRouter(
      <ArticleListPage kind="info" items={[]} totalCount={0} search={{ page: 1 }} />,
    );
    expect(screen.getByRole('status').textContent).toContain('아직 등록된 법률 정보가 없습니다.');
    expect(screen.queryByRole('list', { name: ARTICLE_KIND_COPY.info.listLabel })).toBeNull();
  });
});
