import { fail } from '@lawfirm/api-client/msw';
import {
  CENTER_LIST_PATH,
  FAQ_LIST_PATH,
  LAWYER_LIST_PATH,
  OFFICE_LIST_PATH,
  SEO_FIELD_LIST_PATH,
  STATISTICS_PATH,
  STRENGTH_LIST_PATH,
  SUCCESS_LIST_PATH,
} from '@lawfirm/api-client/site';
import { QueryClient, dehydrate, hydrate } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { FIRM_NAME } from '../../constants';
import type { SiteSettings } from '../../settings/site-settings';
import { server } from '../../test/msw-server';
import { renderWithRouter, testSiteSettings } from '../../test/render-with-router';

import {
  CENTRE_CODE,
  CENTRE_FAQ,
  CENTRE_HOME_DATA,
  CENTRE_NAME,
  OTHER_CATEGORY_QUESTION,
  centreHomeHandlers,
} from './centre-home-fixture';
import type { RequestLog } from './centre-home-fixture';
import { centreHomeHead } from './centre-home-head';
import { CentreHomePage } from './centre-home-page';
import { loadCentreHome } from './load-centre-home';

afterEach(() => {
  vi.restoreAllMocks();
});

/** As main-site's query client: data the server rendered is fresh when the browser hydrates. */
const newQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });

/**
 * As the route does it: the loader fills a QueryClient (on the server), which reaches the
 * browser dehydrated; the page renders from it. `requestsAfterLoad` lists what was asked later.
 */
async function renderCentreHome({
  settings = {},
  failing = [],
}: { settings?: Partial<SiteSettings>; failing?: string[] } = {}) {
  const log: RequestLog = [];
  // The failing handlers come first, so they answer before the centre's.
  server.use(...failing.map((path) => fail(path, 503)), ...centreHomeHandlers(log));
  const serverClient = newQueryClient();
  const { apiClient } = testSiteSettings();
  const data = await loadCentreHome({ queryClient: serverClient, apiClient }, CENTRE_CODE);
  const browserClient = newQueryClient();
  hydrate(browserClient, JSON.parse(JSON.stringify(dehydrate(serverClient))));
  const asked = log.length;
  // Inside <main>, as the site's layout places every page.
  await renderWithRouter(
    <main>
      <CentreHomePage {...data} />
    </main>,
    {
      queryClient: browserClient,
      settings: { centerCode: CENTRE_CODE, phone: '1800-7905', ...settings },
    },
  );
  return { data, log, requestsAfterLoad: () => log.slice(asked) };
}

const headings = (level: number) =>
  screen.getAllByRole('heading', { level }).map((heading) => heading.textContent);
const region = (name: string) => screen.getByRole('region', { name });
const hrefOf = (link: HTMLElement) => link.getAttribute('href');

describe('CentreHomePage (a centre site, spec/site.md §1)', () => {
  it("renders from what the loader loaded, the centre's name its one h1, sections in order", async () => {
    const { data, requestsAfterLoad } = await renderCentreHome();

    expect(data).toEqual(CENTRE_HOME_DATA);
    expect(headings(1)).toEqual([CENTRE_NAME]);
    expect(headings(2)).toEqual([
      '대륜이 다른 이유',
      '법률 Q&A',
      '성공 사례',
      '법률 정보',
      '담당 변호사',
      '전국 사무소',
      '숫자로 보는 대륜',
      '지금 바로 상담을 예약하세요',
    ]);
    // Everything was in the hydrated cache: the first render asked the network for nothing.
    expect(requestsAfterLoad()).toEqual([]);
    expect(screen.getByText(/디지털포렌식·증거조사 사건을 분야별 전문 변호사가/)).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: '주요 업무 분야' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '휴대전화·PC 포렌식',
      '삭제 데이터 복구',
      '디지털 증거 분석',
      '증거 수집·보전',
      '사실관계 조사',
    ]);
  });

  it("shows the Q&A of the centre's categories only, in turn, each to its answer", async () => {
    const { log } = await renderCentreHome();

    expect(log.filter((request) => request.startsWith(FAQ_LIST_PATH))).toEqual([
      `${FAQ_LIST_PATH}?code_desc=digital-forensics`,
      `${FAQ_LIST_PATH}?code_desc=evidence`,
    ]);
    const faq = region('법률 Q&A');
    const [forensics, evidence] = [CENTRE_FAQ['digital-forensics']!, CENTRE_FAQ.evidence!];
    const expected = [forensics[0]!, evidence[0]!, forensics[1]!, evidence[1]!, forensics[2]!];
    expect(
      within(faq)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => {
          const link = within(heading).getByRole('link');
          return [link.textContent, hrefOf(link)];
        }),
    ).toEqual(expected.map((item) => [item.question, `/faq/detail/${item.idx}`]));
    expect(screen.queryByText(OTHER_CATEGORY_QUESTION)).toBeNull();
    expect(hrefOf(within(faq).getByRole('link', { name: '디지털포렌식 Q&A 더 보기' }))).toBe(
      '/faq/digital-forensics',
    );
    expect(hrefOf(within(faq).getByRole('link', { name: '증거조사 Q&A 더 보기' }))).toBe(
      '/faq/evidence',
    );
  });

  it("shows the articles filed under the centre's fields (call #17), newest first", async () => {
    const { log } = await renderCentreHome();

    expect(log).toContain(`${SEO_FIELD_LIST_PATH}?center_code=${CENTRE_CODE}`);
    expect(log.filter((request) => request.startsWith(SUCCESS_LIST_PATH))).toEqual([
      `${SUCCESS_LIST_PATH}?group_code=CT0029&pageSize=6`,
      `${SUCCESS_LIST_PATH}?group_code=CT0015&pageSize=6`,
    ]);
    const titleLinks = (name: string) =>
      within(region(name))
        .getAllByRole('heading', { level: 3 })
        .map((heading) => hrefOf(within(heading).getByRole('link')));
    // 715 (no case type) and 690 (a drunk-driving case type) are filed under no field of the
    // centre; of the rest, the three newest.
    expect(titleLinks('성공 사례')).toEqual(['/success/702', '/success/731', '/success/724']);
    expect(titleLinks('법률 정보')).toEqual(['/info/655', '/info/640']);
    expect(
      hrefOf(within(region('성공 사례')).getByRole('link', { name: '증거조사 성공 사례 더 보기' })),
    ).toBe('/success?group_code=CT0015');
    expect(
      hrefOf(
        within(region('법률 정보')).getByRole('link', { name: '디지털포렌식 법률 정보 더 보기' }),
      ),
    ).toBe('/info?group_code=CT0029');
  });

  it('links the hero, strengths, lawyers and offices where they belong', async () => {
    await renderCentreHome();

    expect(hrefOf(screen.getByRole('link', { name: '상담 신청' }))).toBe('/choice');
    expect(hrefOf(screen.getByRole('link', { name: '전화 상담 1800-7905' }))).toBe('tel:18007905');
    const strengths = region('대륜이 다른 이유');
    expect(hrefOf(within(strengths).getAllByRole('link')[0]!)).toBe('/strength/members');
    expect(hrefOf(within(strengths).getByRole('link', { name: '대륜의 강점 모두 보기' }))).toBe(
      '/strength',
    );
    // A lawyer of both categories is shown once (spec/site.md §5: duplicates by lawyer_name).
    expect(
      [...region('담당 변호사').querySelectorAll('.site-lawyer__name')].map(
        (name) => name.textContent,
      ),
    ).toEqual(['한지우', '윤서진', '문채원', '배한결', '조은호']);
    const offices = region('전국 사무소');
    expect(hrefOf(within(offices).getByRole('link', { name: '서울 본사 사무소' }))).toBe(
      '/map/seoul',
    );
    expect(hrefOf(within(offices).getByRole('link', { name: '사무소 안내 전체 보기' }))).toBe(
      '/map',
    );
    // Regions without offices are left out.
    expect(within(offices).queryByRole('heading', { name: '제주' })).toBeNull();
    expect(hrefOf(screen.getByRole('link', { name: '상담 예약하기' }))).toBe('/choice');
  });

  it("sends a site without sub pages to the main site's pages: strengths, offices, Q&A, articles", async () => {
    await renderCentreHome({
      settings: { hasSubPages: false, mainSiteUrl: 'http://localhost:3000' },
    });

    expect(
      hrefOf(
        within(region('대륜이 다른 이유')).getByRole('link', { name: '대륜의 강점 모두 보기' }),
      ),
    ).toBe('http://localhost:3000/strength');
    expect(
      hrefOf(within(region('전국 사무소')).getByRole('link', { name: '서울 본사 사무소' })),
    ).toBe('http://localhost:3000/map/seoul');
    const qa = within(region('법률 Q&A')).getAllByRole('link');
    expect(qa.length).toBeGreaterThan(1);
    for (const link of qa) expect(hrefOf(link)).toMatch(/^http:\/\/localhost:3000\/faq\//);
    const cases = within(region('성공 사례')).getAllByRole('link');
    for (const link of cases) expect(hrefOf(link)).toMatch(/^http:\/\/localhost:3000\/success/);
    expect(cases.map(hrefOf)).toContain('http://localhost:3000/success?group_code=CT0029');
  });

  it('leaves out, heading and all, each section whose call failed, and logs it (spec/site.md §8)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { requestsAfterLoad } = await renderCentreHome({
      failing: [
        STRENGTH_LIST_PATH,
        FAQ_LIST_PATH,
        LAWYER_LIST_PATH,
        OFFICE_LIST_PATH,
        STATISTICS_PATH,
        SEO_FIELD_LIST_PATH,
      ],
    });

    expect(headings(1)).toEqual([CENTRE_NAME]);
    // #17 answers no field on failure (§7): no article is filed under the centre then.
    expect(headings(2)).toEqual(['지금 바로 상담을 예약하세요']);
    expect(screen.queryByRole('list', { name: '주요 업무 분야' })).toBeNull();
    expect(logged).toHaveBeenCalledWith('centre home: strengths failed', expect.anything());
    expect(logged).toHaveBeenCalledWith('centre home: Q&A list evidence failed', expect.anything());
    // The browser does not ask again what failed on the server: it renders what was rendered.
    expect(requestsAfterLoad()).toEqual([]);
  });

  it("without the centre in the group list, is the firm's page with no category sections", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { log } = await renderCentreHome({ failing: [CENTER_LIST_PATH] });
    expect(headings(1)).toEqual([FIRM_NAME]);
    expect(headings(2)).not.toContain('법률 Q&A');
    expect(headings(2)).not.toContain('성공 사례');
    expect(headings(2)).toContain('전국 사무소');
    expect(log.some((request) => request.startsWith(FAQ_LIST_PATH))).toBe(false);
  });

  it('has no axe violations', async () => {
    const { data } = await renderCentreHome();
    document.documentElement.lang = 'ko';
    document.title = (centreHomeHead(data).meta[0] as { title: string }).title;
    // Contrast needs layout and paint, which jsdom lacks: the Playwright axe scan checks it.
    const results = await axe.run(document, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
