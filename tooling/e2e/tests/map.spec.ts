import { expect, test } from '../support/fixtures';
import type { Page } from '@playwright/test';

import { officeListResponseSchema } from '@lawfirm/api-client/site';

import { viewports } from '../support/environment';
import {
  collectConsoleProblems,
  expectNoAxeViolations,
  scanAndCapture,
  screenshotAt,
  waitForHydration,
} from '../support/page-checks';

// spec/site.md §2 Office map, against the api's seed (apps/api/src/seed/office-seed.ts).

const regionButton = (page: Page, name: string) =>
  page.getByRole('button', { name: `${name} 지역 사무소 보기` });
const officeTiles = (page: Page) =>
  page.getByRole('list', { name: '사무소 선택' }).getByRole('button');
const officeHeading = (page: Page, title: string) =>
  page.getByRole('heading', { level: 2, name: title, exact: true });

test('a region chosen by keyboard shows its default office; tiles switch offices', async ({
  page,
  request,
}) => {
  const { data } = officeListResponseSchema.parse(
    await (await request.get('/api/office/list')).json(),
  );
  const busan = data.list.find((region) => region.key === 'busan-ulsan-gyeongnam')!;
  const [first] = busan.offices;
  const problems = collectConsoleProblems(page);
  await page.setViewportSize(viewports.desktop);
  await page.goto('/map');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('전국 사무소 안내');
  await expect(page.getByText('전국 어디서나 365일 24시간 상담 접수가 가능합니다')).toBeVisible();
  await expect(page.getByRole('group', { name: '지역 선택 지도' }).getByRole('button')).toHaveCount(
    12,
  );
  await waitForHydration(page);

  await regionButton(page, '부산·울산·경남').focus();
  await page.keyboard.press('Enter');
  await expect(regionButton(page, '부산·울산·경남')).toHaveAttribute('aria-pressed', 'true');
  await expect(officeHeading(page, first!.title)).toBeVisible();
  await expect(officeTiles(page)).toHaveText(['전체', ...busan.offices.map((o) => o.tab_name)]);
  const hours = page.locator('.site-office__facts dd').nth(1).locator('.site-office__line');
  await expect(hours).toHaveText(first!.worktime.split('|'));
  await expect(page.getByRole('link', { name: first!.tel })).toHaveAttribute(
    'href',
    `tel:${first!.tel.replaceAll('-', '')}`,
  );
  await expect(page.getByRole('link', { name: /지도 앱에서 보기/ })).toHaveAttribute(
    'href',
    new RegExp(`${first!.place_id}$`),
  );
  await expect(page.getByRole('link', { name: /영상으로 오시는 길/ })).toHaveCount(1);

  // An office outside the five has no video directions.
  await officeTiles(page).filter({ hasText: '울산' }).click();
  await expect(officeHeading(page, '울산 분사무소')).toBeVisible();
  await expect(page.getByRole('link', { name: /영상으로 오시는 길/ })).toHaveCount(0);

  // Space works too; the "all" tile goes back to every office.
  await regionButton(page, '제주').focus();
  await page.keyboard.press(' ');
  await expect(officeHeading(page, '제주 분사무소')).toBeVisible();
  await expect(regionButton(page, '부산·울산·경남')).toHaveAttribute('aria-pressed', 'false');
  await officeTiles(page).first().click();
  await expect(page.getByRole('heading', { level: 2, name: /전국 사무소/ })).toBeVisible();
  expect(problems).toEqual([]);
});

test('each office’s map is drawn from its own stations and landmarks, and its address opens in 네이버 지도 and 카카오맵', async ({
  page,
  request,
}) => {
  const { data } = officeListResponseSchema.parse(
    await (await request.get('/api/office/list')).json(),
  );
  const offices = data.list.flatMap((region) => region.offices);
  const pictures = new Map<string, string>();
  await page.setViewportSize(viewports.desktop);
  for (const key of ['seoul', 'jeju']) {
    const office = offices.find((candidate) => candidate.key === key)!;
    const directions = office.directions!;
    await page.goto(`/map/${key}`);
    await waitForHydration(page);
    const article = page.getByRole('article', { name: office.title, exact: true });

    // The nearest stations in words, and the walk.
    const transit = article.locator('dt', { hasText: '대중교통' }).locator('+ dd');
    for (const station of directions.stations) {
      await expect(transit).toContainText(
        `${station.name}(${station.lines})${station.exit ? ` ${station.exit}` : ''}에서 도보 ${station.walk_minutes}분`,
      );
    }
    await expect(transit).toContainText(directions.route);

    // The picture: its text alternative tells the walk; the drawing names the office's own places.
    const image = article.getByRole('button', { name: /약도 크게 보기/ }).getByRole('img');
    await expect(image).toHaveAttribute('alt', new RegExp(`^${office.title} 약도\\. `));
    await expect(image).toHaveAttribute('alt', new RegExp(directions.landmarks[0]!.name));
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(
      640,
    );
    const src = (await image.getAttribute('src'))!;
    const svg = await (await request.get(src)).text();
    for (const place of [...directions.stations, ...directions.landmarks]) {
      expect(svg, `${key}: ${place.name}`).toContain(place.name);
    }
    pictures.set(key, svg);

    // The same picture, larger.
    await article.getByRole('button', { name: /약도 크게 보기/ }).click();
    const dialog = page.getByRole('dialog', { name: `${office.title} 약도` });
    await expect(dialog.getByRole('img')).toHaveAttribute('src', src);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // The address, up to the building and floor, in the two map services, each in a new tab.
    const road = encodeURIComponent(office.address.split(',')[0]!.trim());
    for (const [name, href] of [
      ['네이버 지도에서 보기', `https://map.naver.com/p/search/${road}`],
      ['카카오맵에서 보기', `https://map.kakao.com/link/search/${road}`],
    ] as const) {
      const link = article.getByRole('link', { name: new RegExp(`^${name}\\s*\\(새 창\\)$`) });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
  }
  // Jeju has no subway: its map shows the bus stops, not Seoul's stations.
  expect(pictures.get('jeju')).not.toContain('교대역');
  expect(pictures.get('jeju')).toContain('정류장');
  expect(pictures.get('seoul')).not.toBe(pictures.get('jeju'));
});

test('the map image enlarges in a dialog that keeps and returns focus', async ({ page }) => {
  await page.setViewportSize(viewports.desktop);
  await page.goto('/map/seoul');
  await waitForHydration(page);
  const open = page.getByRole('button', { name: /약도 크게 보기/ });
  await open.click();
  const dialog = page.getByRole('dialog', { name: '서울 본사 약도' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('img')).toHaveAttribute('alt', /서울 본사 약도/);
  for (let press = 0; press < 3; press += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
});

test('share copies /map/{key} to the clipboard and says so', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // The clipboard path of spec/site.md §2: a browser without a share sheet.
  await page.addInitScript(() => {
    delete (Navigator.prototype as Partial<Navigator>).share;
  });
  await page.goto('/map/busan2');
  await waitForHydration(page);
  await page.getByRole('button', { name: '공유하기' }).click();
  await expect(page.getByRole('status').filter({ hasText: '링크' })).toHaveText(
    '링크가 클립보드에 복사되었습니다.',
  );
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/map/busan2`);
});

test('/map/{key} loads that office with its own head; an unknown key is a Korean 404', async ({
  page,
}) => {
  const response = await page.goto('/map/samseong');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle('삼성 분사무소 | 사무소 안내 | 법무법인 대륜');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/map\/samseong$/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /삼성 분사무소/,
  );
  await expect(officeHeading(page, '삼성 분사무소')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('삼성 분사무소');
  await expect(regionButton(page, '서울')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('link', { name: /영상으로 오시는 길/ })).toHaveCount(1);

  const missing = await page.goto('/map/no-such-office');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('페이지를 찾을 수 없습니다');
});

test('on a 375 px screen a region opens the bottom sheet, which closes outside it', async ({
  page,
}) => {
  await page.setViewportSize(viewports.mobile);
  await page.goto('/map');
  await waitForHydration(page);
  await regionButton(page, '서울').click();
  const sheet = page.getByRole('dialog', { name: '서울' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('list').getByRole('button')).toHaveText([
    '서울 본사',
    '삼성',
    '종로',
  ]);
  await expect(sheet.getByRole('link', { name: 'VIEW MORE' })).toHaveAttribute('href', '/map');
  const columns = await sheet
    .getByRole('list')
    .evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(' ').length);
  expect(columns).toBe(3);
  await expectNoAxeViolations(page);
  await screenshotAt(page, 'map-sheet', 'mobile', { fullPage: false });

  await page.getByRole('heading', { level: 1 }).click();
  await expect(sheet).toBeHidden();

  await regionButton(page, '서울').click();
  await sheet.getByRole('button', { name: '삼성' }).click();
  await expect(sheet).toBeHidden();
  await expect(officeHeading(page, '삼성 분사무소')).toBeVisible();
});

for (const [path, name] of [
  ['/map', 'map'],
  ['/map/seoul', 'map-seoul'],
] as const) {
  for (const width of ['mobile', 'tablet', 'desktop'] as const) {
    test(`${path}: zero axe violations and a screenshot at ${viewports[width].width} px`, async ({
      page,
    }) => {
      await scanAndCapture(page, path, name, width);
    });
  }
}
