import { resizeTo } from '@repo/vitest-config/match-media';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithRouter } from '../../test/render-with-router';

import {
  KAKAO_MAP_SEARCH_URL,
  MAP_HEADLINE,
  MAP_SERVICE_PLACE_URL,
  NAVER_MAP_SEARCH_URL,
  PUBLIC_TRANSPORT_NOTE,
  SHARE_COPIED_MESSAGE,
  SHARE_UNSUPPORTED_MESSAGE,
} from './map-constants';
import { MAP_REGIONS_FIXTURE, SEOUL_DIRECTIONS } from './map-fixture';
import { MapPage } from './map-page';

afterEach(() => {
  vi.restoreAllMocks();
  resizeTo(1024);
});

const regionButton = (name: string) =>
  screen.getByRole('button', { name: `${name} 지역 사무소 보기` });
const officeTiles = () =>
  within(screen.getByRole('list', { name: '사무소 선택' })).getAllByRole('button');

describe('MapPage on /map', () => {
  it('shows the 24-hour heading, 12 named regions and every office, 8 cells at a time', async () => {
    await renderWithRouter(<MapPage regions={MAP_REGIONS_FIXTURE} />, { path: '/map' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('전국 사무소 안내');
    expect(screen.getByText(MAP_HEADLINE)).toBeTruthy();
    const map = screen.getByRole('group', { name: '지역 선택 지도' });
    const regions = within(map).getAllByRole('button');
    expect(regions).toHaveLength(12);
    for (const region of regions) expect(region.getAttribute('aria-pressed')).toBe('false');

    expect(officeTiles().map((tile) => tile.textContent)).toEqual(['전체']);
    expect(officeTiles()[0]!.getAttribute('aria-pressed')).toBe('true');
    const cells = () =>
      within(screen.getByRole('region', { name: /전국 사무소/ })).getAllByRole('link');
    expect(cells()).toHaveLength(8);
    fireEvent.click(screen.getByRole('button', { name: /사무소 더 보기/ }));
    expect(cells()).toHaveLength(16);
  });

  it('selects a region with Enter or Space, highlighting it and showing its default office', async () => {
    const user = userEvent.setup();
    await renderWithRouter(<MapPage regions={MAP_REGIONS_FIXTURE} />, { path: '/map' });
    regionButton('서울').focus();
    await user.keyboard('{Enter}');
    expect(regionButton('서울').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('heading', { level: 2, name: '서울 본사 사무소' })).toBeTruthy();
    expect(officeTiles().map((tile) => tile.textContent)).toEqual([
      '전체',
      '서울 본사',
      '삼성',
      '종로',
    ]);
    expect(screen.getByRole('button', { name: '서울 본사' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    regionButton('부산·울산·경남').focus();
    await user.keyboard(' ');
    expect(regionButton('서울').getAttribute('aria-pressed')).toBe('false');
    expect(regionButton('부산·울산·경남').getAttribute('aria-pressed')).toBe('true');
    // 8 offices in the region, 6 in the grid, after the "all" tile.
    expect(officeTiles()).toHaveLength(7);
    expect(screen.getByRole('heading', { level: 2, name: '부산 사무소' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '창원' }));
    expect(screen.getByRole('heading', { level: 2, name: '창원 사무소' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '전체' }));
    expect(screen.queryByRole('heading', { level: 2, name: '창원 사무소' })).toBeNull();
    expect(regionButton('부산·울산·경남').getAttribute('aria-pressed')).toBe('false');
  });
});

describe('MapPage on /map/{key}', () => {
  it('shows the office: hours in lines, phone, parking, transport note and its links', async () => {
    await renderWithRouter(<MapPage regions={MAP_REGIONS_FIXTURE} officeKey="seoul" />, {
      path: '/map/seoul',
    });
    const office = screen.getByRole('article', { name: '서울 본사 사무소' });
    expect(regionButton('서울').getAttribute('aria-pressed')).toBe('true');
    const hours = within(office).getByText('운영 시간').nextElementSibling!;
    expect([...hours.children].map((line) => line.textContent)).toEqual([
      '평일 09:00 - 18:00',
      '토요일 10:00 - 15:00',
    ]);
    expect(within(office).getByRole('link', { name: '02-700-1002' }).getAttribute('href')).toBe(
      'tel:027001002',
    );
    expect(within(office).getByText(PUBLIC_TRANSPORT_NOTE)).toBeTruthy();
    expect(
      within(office)
        .getByRole('link', { name: /홈페이지/ })
        .getAttribute('href'),
    ).toBe('https://seoul.lawfirm.test');
    expect(
      within(office)
        .getByRole('link', { name: /지도 앱에서 보기/ })
        .getAttribute('href'),
    ).toBe(`${MAP_SERVICE_PLACE_URL}5002`);
    expect(
      within(office)
        .getByRole('link', { name: /영상으로 오시는 길/ })
        .getAttribute('href'),
    ).toBe('https://video.lawfirm.test/seoul');
  });

  it("says how to come from the office's directions, and opens its address in two map services", async () => {
    await renderWithRouter(<MapPage regions={MAP_REGIONS_FIXTURE} officeKey="seoul" />);
    const office = screen.getByRole('article', { name: '서울 본사 사무소' });
    const transit = within(office).getByText('대중교통').nextElementSibling!;
    expect([...transit.children].map((line) => line.textContent)).toEqual([
      '교대역(2·3호선) 10번 출구에서 도보 4분',
      '서초역(2호선) 7번 출구에서 도보 8분',
      SEOUL_DIRECTIONS.route,
    ]);
    const image = within(office).getByRole('img', { name: /서울 본사 사무소 약도\./ });
    expect(image.getAttribute('alt')).toContain('주변: 서울법원종합청사, 서리풀공원.');

    const services = within(office).getByRole('list', { name: '지도 서비스에서 주소 보기' });
    // The fixture's address, "서울 본사시 중앙로 3, 4층", up to its floor.
    const query = encodeURIComponent('서울 본사시 중앙로 3');
    for (const [name, href] of [
      [/^네이버 지도에서 보기\s*\(새 창\)$/, `${NAVER_MAP_SEARCH_URL}${query}`],
      [/^카카오맵에서 보기\s*\(새 창\)$/, `${KAKAO_MAP_SEARCH_URL}${query}`],
    ] as const) {
      const link = within(services).getByRole('link', { name });
      expect(link.getAttribute('href')).toBe(href);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
  });

  it('has no video directions for an office outside the five', async () => {
    await renderWithRouter(<MapPage regions={MAP_REGIONS_FIXTURE} officeKey="jongno" />);
    // The office's own page: its name is the page's heading too.
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('종로 사무소');
    expect(screen.getByRole('heading', { level: 2, name: '종로 사무소' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /영상으로 오시는 길/ })).toBeNull();
  });

  it('starts from every office for a key no office has', async () => {
    await renderWithRouter(<MapPage regions={MAP_REGIONS_FIXTURE} officeKey="nowhere" />);
    expect(officeTiles()[0]!.getAttribute('aria-pressed')).toBe('true');
  });

  it('enlarges the map image in a dialog that closes with its button', async () => {
    await renderWithRouter(<MapPage regions={MAP_REGIONS_FIXTURE} officeKey="seoul" />);
    const open = screen.getByRole('button', { name: /약도 크게 보기/ });
    expect(open.getAttribute('aria-haspopup')).toBe('dialog');
    fireEvent.click(open);
    const dialog = screen.getByRole('dialog', { name: '서울 본사 사무소 약도' });
    expect(within(dialog).getByRole('img').getAttribute('src')).toBe('/static/offices/seoul.svg');
    fireEvent.click(within(dialog).getByRole('button', { name: '닫기' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each([
    [
      'copies /map/{key} to the clipboard',
      { clipboard: { writeText: vi.fn().mockResolvedValue(undefined) } },
      SHARE_COPIED_MESSAGE,
    ],
    ['says sharing is not supported', { clipboard: undefined }, SHARE_UNSUPPORTED_MESSAGE],
  ])('share %s', async (_case, nav, message) => {
    vi.spyOn(window, 'navigator', 'get').mockReturnValue({ ...nav } as unknown as Navigator);
    await renderWithRouter(<MapPage regions={MAP_REGIONS_FIXTURE} officeKey="busan1" />);
    fireEvent.click(screen.getByRole('button', { name: '공유하기' }));
    expect((await screen.findByText(message)).getAttribute('role')).toBe('status');
    if (nav.clipboard) {
      expect(nav.clipboard.writeText).toHaveBeenCalledWith(`${window.location.origin}/map/busan1`);
    }
  });

  it('has no axe violations', async () => {
    document.documentElement.lang = 'ko';
    document.title = '서울 본사 | 사무소 안내';
    const { container } = await renderWithRouter(
      <main>
        <MapPage regions={MAP_REGIONS_FIXTURE} officeKey="seoul" />
      </main>,
    );
    // Contrast needs real layout; the Playwright scan in Chromium covers it.
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});

describe('MapPage on mobile: the bottom sheet', () => {
  it('opens with the region, pages its areas 6 at a time and closes on a click outside', async () => {
    resizeTo(375);
    const user = userEvent.setup();
    await renderWithRouter(<MapPage regions={MAP_REGIONS_FIXTURE} />, { path: '/map' });
    await user.click(regionButton('부산·울산·경남'));
    const sheet = screen.getByRole('dialog', { name: '부산·울산·경남' });
    const areaNames = () =>
      within(within(sheet).getByRole('list'))
        .getAllByRole('button')
        .map((area) => area.textContent);
    expect(areaNames()).toEqual(['부산', '서면', '명지', '울산', '창원', '김해']);
    expect(within(sheet).getByText('1 / 2')).toBeTruthy();
    expect(
      (within(sheet).getByRole('button', { name: '이전' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await user.click(within(sheet).getByRole('button', { name: '다음' }));
    expect(areaNames()).toEqual(['진주', '양산']);
    expect(within(sheet).getByRole('link', { name: 'VIEW MORE' }).getAttribute('href')).toBe(
      '/map',
    );

    fireEvent.pointerDown(screen.getByRole('heading', { level: 1 }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('selects an area and closes; no sheet on wider screens', async () => {
    resizeTo(375);
    const user = userEvent.setup();
    await renderWithRouter(<MapPage regions={MAP_REGIONS_FIXTURE} />, { path: '/map' });
    await user.click(regionButton('서울'));
    const sheet = screen.getByRole('dialog', { name: '서울' });
    expect(within(sheet).queryByRole('navigation')).toBeNull();
    await user.click(within(sheet).getByRole('button', { name: '종로' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: '종로 사무소' })).toBeTruthy();

    act(() => resizeTo(1024));
    await user.click(regionButton('강원'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes when the path changes', async () => {
    resizeTo(375);
    const user = userEvent.setup();
    const { router } = await renderWithRouter(<MapPage regions={MAP_REGIONS_FIXTURE} />, {
      path: '/map',
    });
    await user.click(regionButton('서울'));
    expect(screen.getByRole('dialog', { name: '서울' })).toBeTruthy();
    await act(() => router.navigate({ to: '/map/$key', params: { key: 'seoul' } }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
