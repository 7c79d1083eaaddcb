import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';

import { renderWithRouter } from '../../test/render-with-router';

import { CaseDetailPage } from './case-detail-page';
import { parseCaseListSearch, readCaseListSearch } from './case-list-search';
import { CLOSED_CASES_FIXTURE, ONGOING_CASES_FIXTURE, caseFixture } from './member-fixture';
import { MyCasePage } from './my-case-page';

/** The page as its route shows it for `query`: the search read from the URL, as the route does. */
async function renderList(query: string, list = ONGOING_CASES_FIXTURE, totalCount = 8) {
  const search = readCaseListSearch(
    parseCaseListSearch(Object.fromEntries(new URLSearchParams(query))),
  );
  return renderWithRouter(<MyCasePage search={search} list={list} totalCount={totalCount} />, {
    path: `/mycase${query ? `?${query}` : ''}`,
  });
}

const tab = (name: string) =>
  within(screen.getByRole('navigation', { name: '사건 구분' })).getByRole('link', { name });

describe('MyCasePage (spec/site.md §2 My case status)', () => {
  it('opens on the ongoing tab with its breadcrumb, title and four cards', async () => {
    await renderList('');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('나의 사건 현황');
    const trail = screen.getByRole('navigation', { name: '현재 위치' });
    expect(within(trail).getByText('나의 사건 현황').getAttribute('aria-current')).toBe('page');
    expect(tab('진행 중인 사건').getAttribute('aria-current')).toBe('page');
    expect(tab('종결된 사건').getAttribute('aria-current')).toBeNull();
    expect(tab('종결된 사건').getAttribute('href')).toBe('/mycase?tap=closed');
    expect(tab('진행 중인 사건').getAttribute('href')).toBe('/mycase');
    const cards = within(screen.getByRole('region', { name: '진행 중인 사건 목록' })).getAllByRole(
      'heading',
      { level: 3 },
    );
    expect(cards.map((card) => card.textContent)).toEqual(
      ONGOING_CASES_FIXTURE.map((item) => item.title),
    );
  });

  it('reads the closed tab and page 2 from the URL and pages within the tab', async () => {
    await renderList('tap=closed&page=2', CLOSED_CASES_FIXTURE, 8);
    expect(tab('종결된 사건').getAttribute('aria-current')).toBe('page');
    const pages = screen.getByRole('navigation', { name: '사건 목록 페이지' });
    expect(within(pages).getByText('2').getAttribute('aria-current')).toBe('page');
    expect(within(pages).getByRole('link', { name: '1페이지' }).getAttribute('href')).toBe(
      '/mycase?tap=closed',
    );
    // The card keeps the list page, for the detail's back link.
    expect(
      screen.getByRole('link', { name: CLOSED_CASES_FIXTURE[0]!.title }).getAttribute('href'),
    ).toBe(`/mycase/${CLOSED_CASES_FIXTURE[0]!.idx}?tap=closed&page=2`);
  });

  it('falls back to the ongoing tab and page 1 for bad query values', async () => {
    await renderList('tap=everything&page=zero');
    expect(tab('진행 중인 사건').getAttribute('aria-current')).toBe('page');
    const pages = screen.getByRole('navigation', { name: '사건 목록 페이지' });
    expect(within(pages).getByText('1').getAttribute('aria-current')).toBe('page');
  });

  it('shows no pagination for one page', async () => {
    await renderList('', ONGOING_CASES_FIXTURE.slice(0, 2), 2);
    expect(screen.queryByRole('navigation', { name: '사건 목록 페이지' })).toBeNull();
  });

  it('shows the empty state with a way to a consultation (§8)', async () => {
    await renderList('tap=closed', [], 0);
    expect(screen.getByText('종결된 사건이 없습니다')).toBeTruthy();
    expect(screen.getByRole('link', { name: '상담 신청하기' }).getAttribute('href')).toBe(
      '/choice',
    );
    expect(screen.queryByRole('navigation', { name: '사건 목록 페이지' })).toBeNull();
  });

  it('has no axe violations', async () => {
    document.documentElement.lang = 'ko';
    document.title = '나의 사건 현황 | 법무법인 대륜';
    const { container } = await renderWithRouter(
      <main>
        <MyCasePage
          search={{ tab: 'closed', page: 1 }}
          list={CLOSED_CASES_FIXTURE}
          totalCount={6}
        />
      </main>,
    );
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});

describe('CaseDetailPage (spec/site.md §2 /mycase/{idx})', () => {
  it('shows the case and goes back to the list page the member came from', async () => {
    const item = caseFixture('review', { is_deferred: true });
    await renderWithRouter(<CaseDetailPage item={item} from={{ tab: 'ongoing', page: 2 }} />, {
      path: `/mycase/${item.idx}?page=2`,
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(item.title);
    expect(
      within(screen.getByRole('list', { name: '사건 상태' }))
        .getAllByRole('listitem')
        .map((badge) => badge.textContent),
    ).toEqual(['사건 검토', '보류']);
    expect(screen.getByText(item.case_number)).toBeTruthy();
    expect(
      screen.getByRole('list', { name: '진행 단계' }).querySelector('[aria-current="step"]')
        ?.textContent,
    ).toBe('사건 검토 (현재 단계)');
    expect(screen.getByRole('link', { name: '진행 중인 사건 목록으로' }).getAttribute('href')).toBe(
      '/mycase?page=2',
    );
  });

  it("without a list page, goes back to the first page of the case's own tab", async () => {
    const item = caseFixture('refund_received');
    await renderWithRouter(<CaseDetailPage item={item} />, { path: `/mycase/${item.idx}` });
    expect(screen.getByRole('link', { name: '종결된 사건 목록으로' }).getAttribute('href')).toBe(
      '/mycase?tap=closed',
    );
    expect(screen.getByText(/환불 신청이 접수되었습니다/)).toBeTruthy();
    expect(screen.getByText('550,000원')).toBeTruthy();
  });

  it('has no axe violations', async () => {
    document.documentElement.lang = 'ko';
    document.title = '사건 상세 | 법무법인 대륜';
    const { container } = await renderWithRouter(
      <main>
        <CaseDetailPage item={caseFixture('refund_in_progress')} />
      </main>,
    );
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
