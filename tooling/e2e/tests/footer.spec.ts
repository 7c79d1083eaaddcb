import { expect, test } from '../support/fixtures';

import { viewports } from '../support/environment';
import { expectNoAxeViolations, screenshotAt, waitForHydration } from '../support/page-checks';

test('the footer shows the firm, its terms and the group shortcuts (no CT0022)', async ({
  page,
}) => {
  await page.setViewportSize(viewports.desktop);
  await page.goto('/faq');
  await waitForHydration(page);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText(/사업자등록번호/)).toBeVisible();
  await expect(footer.getByRole('link', { name: '1800-7905' })).toHaveAttribute(
    'href',
    'tel:18007905',
  );
  await expect(footer.getByText(/광고책임변호사/)).toBeVisible();
  await expect(footer.getByRole('link', { name: '고객만족센터' })).toHaveAttribute(
    'href',
    '/inquire',
  );
  const terms = footer.getByRole('navigation', { name: '약관 및 정책' }).getByRole('link');
  expect(await terms.count()).toBeGreaterThan(1);

  const toggle = footer.getByRole('button', { name: '분야별 바로가기' });
  await toggle.click();
  const list = footer.locator('.site-footer__groups-list');
  await expect(list).toBeVisible();
  await expect(list.getByRole('link', { name: /심리상담센터/ })).toHaveCount(0);
  await expect(list.getByRole('link', { name: /^의료·제약센터/ })).toBeVisible();
  await expect(list.getByRole('link', { name: /^M&A 센터/ })).toHaveCount(1);
  expect((await list.boundingBox())?.height).toBeLessThanOrEqual(340);
  await expectNoAxeViolations(page);

  await list.getByRole('link', { name: '기업법무' }).click();
  await expect(page).toHaveURL(/\/faq\/corporation$/);
  await expect(list).toBeHidden();
});

test('the brochure button offers the three brochures, each a PDF the static host serves', async ({
  page,
  request,
}) => {
  await page.setViewportSize(viewports.desktop);
  await page.goto('/faq');
  await waitForHydration(page);
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('button', { name: '브로슈어 다운로드' }).click();
  const links = footer.locator('.site-footer__brochures-list').getByRole('link');
  await expect(links).toHaveCount(3);
  await expectNoAxeViolations(page);
  await screenshotAt(page, 'footer-brochures', 'desktop', { fullPage: false });
  for (const href of await links.evaluateAll((anchors) =>
    anchors.map((anchor) => (anchor as HTMLAnchorElement).href),
  )) {
    const response = await request.get(href);
    expect(response.status(), href).toBe(200);
    expect(response.headers()['content-type'], href).toBe('application/pdf');
    expect((await response.body()).subarray(0, 5).toString('latin1'), href).toBe('%PDF-');
  }
});

test('screenshots of the footer at 375, 768 and 1440 px', async ({ page }) => {
  await page.goto('/faq');
  await waitForHydration(page);
  await page
    .getByRole('contentinfo')
    .getByText(/사업자등록번호/)
    .waitFor();
  for (const width of ['mobile', 'tablet', 'desktop'] as const) {
    await page.setViewportSize(viewports[width]);
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expectNoAxeViolations(page);
    await screenshotAt(page, 'footer', width, { fullPage: false });
  }
});
