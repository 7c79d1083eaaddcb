// @vitest-environment jsdom
import '@repo/vitest-config/jsdom-setup';

import { createApiClient } from '@lawfirm/api-client';
import { popupTopListQueryOptions } from '@lawfirm/api-client/site';
import { resizeTo } from '@repo/vitest-config/match-media';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { dismissalKey } from './dismissal';
import { testBanner } from './test-banners';
import { TopBanner } from './top-banner';

// Port 9 (discard): the list comes from the cache, and a click report must not matter.
const apiClient = createApiClient({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 500 });
const list = [
  testBanner({ idx: 1, file_type: 'file_pc', file_alt: '상담 예약 배너' }),
  testBanner({
    idx: 3,
    file_type: 'file_pc',
    p_link: 'https://blog.partner.example/seminar',
    link_type: '_blank',
    file_alt: '세미나 배너',
  }),
  testBanner({ idx: 2, file_type: 'file_mobile', file_alt: '모바일 배너' }),
];

function bannerTree(renderedAt?: number) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(popupTopListQueryOptions(apiClient, 'CT0000').queryKey, {
    result: true,
    data: { list },
  });
  return (
    <QueryClientProvider client={queryClient}>
      <TopBanner apiClient={apiClient} centerCode="CT0000" renderedAt={renderedAt} />
    </QueryClientProvider>
  );
}

const renderBanner = (renderedAt?: number) => render(bannerTree(renderedAt));

/** The banner images' alt texts in server-rendered HTML, per device set. */
function serverSets(html: string) {
  const container = document.createElement('div');
  container.innerHTML = html;
  const alts = (set: string) =>
    [...container.querySelectorAll(`.lf-top-banner-slot__${set} img`)].map((img) =>
      img.getAttribute('alt'),
    );
  return { desktop: alts('desktop'), mobile: alts('mobile') };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resizeTo(1440);
  vi.stubGlobal('navigator', { ...navigator, sendBeacon: vi.fn(() => true) });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const bannerLinks = () =>
  within(screen.getByRole('complementary', { name: '프로모션 배너' })).getAllByRole('link');

describe('TopBanner on the server', () => {
  it('renders nothing without the time the server rendered at', () => {
    expect(serverSets(renderToString(bannerTree()))).toEqual({ desktop: [], mobile: [] });
  });

  it('renders both device sets as scheduled at renderedAt, for CSS to pick by width', () => {
    const html = renderToString(bannerTree(Date.parse('2026-03-02T03:00:00Z')));
    expect(serverSets(html)).toEqual({
      desktop: ['상담 예약 배너', '세미나 배너'],
      mobile: ['모바일 배너'],
    });
  });

  it('leaves out banners off schedule at renderedAt', () => {
    // 2090: after every test banner's end_at.
    const html = renderToString(bannerTree(Date.parse('2090-01-01T03:00:00Z')));
    expect(serverSets(html)).toEqual({ desktop: [], mobile: [] });
  });

  it('keeps the set for the width and drops the dismissed once in the browser', () => {
    localStorage.setItem(dismissalKey(3), String(Date.now() + 60_000));
    renderBanner(Date.now());
    expect(bannerLinks().map((link) => link.getAttribute('href'))).toEqual(['/choice']);
    expect(document.querySelectorAll('.lf-top-banner-slot__mobile img')).toHaveLength(0);
  });
});

describe('TopBanner', () => {
  it('shows desktop banners above 900 px, with nofollow on the external one only', () => {
    renderBanner();
    const links = bannerLinks();
    expect(links.map((link) => within(link).getByRole('img').getAttribute('alt'))).toEqual([
      '상담 예약 배너',
      '세미나 배너',
    ]);
    expect(links.map((link) => [link.getAttribute('target'), link.getAttribute('rel')])).toEqual([
      ['_self', null],
      ['_blank', 'nofollow noopener'],
    ]);
  });

  it('shows mobile banners at 900 px and below, without autoplay for a single one', () => {
    resizeTo(900);
    renderBanner();
    expect(bannerLinks()).toHaveLength(1);
    expect(screen.queryByRole('button', { name: '자동 넘김 정지' })).toBeNull();
  });

  it('autoplays several banners with a pause button', () => {
    renderBanner();
    expect(screen.getByRole('button', { name: '자동 넘김 정지' })).toBeTruthy();
  });

  it('hides a banner dismissed for the day, also after a remount', async () => {
    const { unmount } = renderBanner();
    const first = screen.getAllByRole('group')[0]!;
    await userEvent.click(within(first).getByRole('button', { name: '오늘 하루 보지 않기' }));
    expect(bannerLinks()).toHaveLength(1);
    expect(localStorage.getItem(dismissalKey(1))).not.toBeNull();

    unmount();
    renderBanner();
    expect(bannerLinks().map((link) => link.getAttribute('href'))).toEqual([
      'https://blog.partner.example/seminar',
    ]);
  });

  it('closes only the banner asked, for the session', async () => {
    renderBanner();
    await userEvent.click(screen.getByRole('button', { name: '세미나 배너 배너 닫기' }));
    expect(bannerLinks().map((link) => link.getAttribute('href'))).toEqual(['/choice']);
    expect(localStorage.length).toBe(0);
  });

  it('renders nothing once every banner is hidden', async () => {
    resizeTo(375);
    renderBanner();
    await userEvent.click(screen.getByRole('button', { name: '모바일 배너 배너 닫기' }));
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('reports a click with the banner idx', async () => {
    renderBanner();
    const link = bannerLinks()[0]!;
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    const beacon = vi.mocked(navigator.sendBeacon);
    expect(beacon).toHaveBeenCalledOnce();
    const [url, body] = beacon.mock.calls[0]!;
    expect(url).toBe('http://127.0.0.1:9/api/popup/top/click');
    expect(await (body as Blob).text()).toBe('{"idx":1}');
  });
});
