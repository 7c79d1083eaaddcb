import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { SEARCH_KEYWORD_ERRORS } from '../../components/search-box/search-query';
import { renderWithRouter } from '../../test/render-with-router';
import { FAQ_GROUPS_FIXTURE } from '../faq/faq-fixture';

import { INTEGRATE_COPY } from './integrate-copy';
import {
  INTEGRATE_ALL_FIXTURE,
  INTEGRATE_EMPTY_FIXTURE,
  INTEGRATE_FAQ_TAB_FIXTURE,
  RECOMMENDED_FIXTURE,
} from './integrate-fixture';
import { IntegratePage } from './integrate-page';
import type { IntegratePageProps } from './integrate-page';
import { ALL_TAB_PREVIEW_COUNT } from './integrate-results';
import { UNKNOWN_TAB_MESSAGE } from './integrate-search';

const DIVORCE = encodeURIComponent('이혼');

function renderPage(props: Partial<IntegratePageProps> = {}, path = '/integrate') {
  return renderWithRouter(
    <IntegratePage
      search={{ keyword: '이혼', tab: '전체', page: 1, recommend: false }}
      data={INTEGRATE_ALL_FIXTURE}
      groups={FAQ_GROUPS_FIXTURE}
      recommended={RECOMMENDED_FIXTURE}
      {...props}
    />,
    { path },
  );
}

// spec/site.md §2 /integrate?search=&tab=전체: tabs, result groups, recommended keyword links.
describe('IntegratePage', () => {
  it('shows the title, the search box holding the keyword and the results heading', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: INTEGRATE_COPY.title })).toBeTruthy();
    const box = screen.getByRole('searchbox', { name: INTEGRATE_COPY.searchLabel });
    expect((box as HTMLInputElement).value).toBe('이혼');
    expect(box.getAttribute('maxlength')).toBe('20');
    expect(
      screen.getByRole('heading', { level: 2, name: /‘이혼’ 검색 결과\s*총 11건/ }),
    ).toBeTruthy();
  });

  it('links each recommended keyword with recommend=true, a middle dot searched as a space', async () => {
    await renderPage();
    const list = screen.getByRole('list', { name: INTEGRATE_COPY.recommendedLabel });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(
      RECOMMENDED_FIXTURE.map((tag) => `#${tag}`),
    );
    const url = new URL(links[0]!.getAttribute('href')!, 'http://site.test');
    expect(url.pathname).toBe('/integrate');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      search: '음주 교통사고',
      tab: '전체',
      recommend: 'true',
    });
  });

  it('shows the api’s tabs, 전체 first and current, each with its count and the keyword', async () => {
    await renderPage();
    const tabs = screen.getByRole('navigation', { name: INTEGRATE_COPY.tabsLabel });
    const links = within(tabs).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      '전체 11건',
      '변호사 2건',
      '성공 사례 1건',
      '법률 정보 2건',
      '법률 Q&A 6건',
    ]);
    expect(links[0]!.getAttribute('aria-current')).toBe('page');
    expect(links[1]!.getAttribute('aria-current')).toBeNull();
    expect(links[1]!.getAttribute('href')).toBe(
      `/integrate?search=${DIVORCE}&tab=${encodeURIComponent('변호사')}`,
    );
  });

  it('keeps recommend=true on the tabs of a recommended search', async () => {
    await renderPage({ search: { keyword: '이혼', tab: '전체', page: 1, recommend: true } });
    const tabs = screen.getByRole('navigation', { name: INTEGRATE_COPY.tabsLabel });
    expect(
      within(tabs)
        .getByRole('link', { name: /변호사/ })
        .getAttribute('href'),
    ).toContain('&recommend=true');
  });

  it('groups the results by kind under 전체, each linking to its page', async () => {
    await renderPage();
    for (const [label, count] of [
      ['변호사', 2],
      ['성공 사례', 1],
      ['법률 정보', 2],
      ['법률 Q&A', 6],
    ] as const) {
      const heading = screen.getByRole('heading', { level: 3, name: new RegExp(`^${label}`) });
      expect(heading.textContent).toBe(`${label} ${count}건`);
    }
    expect(
      screen.getByRole('link', { name: /전업주부의 재산분할 50% 인정/ }).getAttribute('href'),
    ).toBe('/success/24');
    expect(screen.getByRole('link', { name: /나눌 재산과 기여도 정리/ }).getAttribute('href')).toBe(
      '/info/2',
    );
    const lawyers = screen.getByRole('list', { name: '변호사 검색 결과' });
    expect(within(lawyers).getAllByRole('listitem')).toHaveLength(2);
    expect(within(lawyers).getAllByRole('link', { name: '이혼' })[0]!.getAttribute('href')).toBe(
      '/field/area#divorce',
    );
  });

  it(`shows ${ALL_TAB_PREVIEW_COUNT} results of a kind under 전체, and a link to the rest`, async () => {
    await renderPage();
    const faqs = screen.getByRole('list', { name: '질문 목록' });
    expect(within(faqs).getAllByRole('listitem')).toHaveLength(ALL_TAB_PREVIEW_COUNT);
    expect(within(faqs).getAllByRole('link')[0]!.getAttribute('href')).toBe('/faq/detail/100');
    const more = screen.getByRole('link', { name: INTEGRATE_COPY.moreOf('법률 Q&A') });
    expect(more.getAttribute('href')).toBe(
      `/integrate?search=${DIVORCE}&tab=${encodeURIComponent('법률Q&A')}`,
    );
    // Two lawyers are all there are: no link to more.
    expect(screen.queryByRole('link', { name: INTEGRATE_COPY.moreOf('변호사') })).toBeNull();
  });

  it('marks the keyword in the results', async () => {
    await renderPage();
    const marks = [...document.querySelectorAll('mark')].map((mark) => mark.textContent);
    expect(marks.length).toBeGreaterThan(0);
    expect(new Set(marks)).toEqual(new Set(['이혼']));
  });

  it('pages a single tab, the links keeping the keyword, the tab and recommend', async () => {
    await renderPage({
      search: { keyword: '이혼', tab: '법률Q&A', page: 1, recommend: true },
      data: INTEGRATE_FAQ_TAB_FIXTURE,
    });
    expect(
      within(screen.getByRole('list', { name: '질문 목록' })).getAllByRole('listitem'),
    ).toHaveLength(12);
    const pager = screen.getByRole('navigation', { name: INTEGRATE_COPY.pagesLabel });
    expect(within(pager).getByRole('link', { name: '다음 페이지' }).getAttribute('href')).toBe(
      `/integrate?search=${DIVORCE}&tab=${encodeURIComponent('법률Q&A')}&page=2&recommend=true`,
    );
    const tabs = screen.getByRole('navigation', { name: INTEGRATE_COPY.tabsLabel });
    expect(within(tabs).getByRole('link', { current: 'page' }).textContent).toBe('법률 Q&A 30건');
  });

  it('says a tab found nothing when only other tabs have results', async () => {
    await renderPage({
      search: { keyword: '이혼', tab: '변호사', page: 1, recommend: false },
      data: {
        ...INTEGRATE_FAQ_TAB_FIXTURE,
        counts: { ...INTEGRATE_FAQ_TAB_FIXTURE.counts, lawyer: 0 },
        tab: '변호사',
      },
    });
    expect(screen.getByRole('status').textContent).toContain(
      INTEGRATE_COPY.noResultsInTab('변호사'),
    );
  });

  it('says "no search results" for a search that found nothing, without tabs', async () => {
    await renderPage({
      search: { keyword: '없는검색어', tab: '전체', page: 1, recommend: false },
      data: INTEGRATE_EMPTY_FIXTURE,
    });
    expect(screen.getByRole('status').textContent).toContain(INTEGRATE_COPY.noResults);
    expect(screen.queryByRole('navigation', { name: INTEGRATE_COPY.tabsLabel })).toBeNull();
    // The recommended keywords stay, as a way on.
    expect(screen.getByRole('list', { name: INTEGRATE_COPY.recommendedLabel })).toBeTruthy();
  });

  it('asks for a keyword before anything is searched', async () => {
    await renderPage({ search: { tab: '전체', page: 1, recommend: false }, data: undefined });
    expect(screen.getByRole('status').textContent).toContain(INTEGRATE_COPY.noKeyword);
  });

  it('explains a refused keyword and an unknown tab in Korean, and only that', async () => {
    await renderPage({
      search: {
        tab: '전체',
        page: 1,
        recommend: false,
        keywordError: SEARCH_KEYWORD_ERRORS.tooLong,
        tabError: UNKNOWN_TAB_MESSAGE,
      },
      data: undefined,
    });
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      SEARCH_KEYWORD_ERRORS.tooLong,
      UNKNOWN_TAB_MESSAGE,
    ]);
    // Explained once: the page does not also ask for a keyword.
    expect(screen.queryByText(INTEGRATE_COPY.noKeyword)).toBeNull();
  });

  it('searches anew on 전체, trimmed, no longer a recommended search', async () => {
    const { router } = await renderPage(
      { search: { keyword: '이혼', tab: '변호사', page: 1, recommend: true } },
      '/integrate?search=이혼&tab=변호사&recommend=true',
    );
    const box = screen.getByRole('searchbox', { name: INTEGRATE_COPY.searchLabel });
    fireEvent.change(box, { target: { value: '  상속  ' } });
    fireEvent.submit(box.closest('form')!);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/integrate'));
    await vi.waitFor(() =>
      expect(router.state.location.search).toEqual({ search: '상속', tab: '전체' }),
    );
  });
});
