import { expect, test } from '../support/fixtures';

import { IDEMPOTENCY_KEY_HEADER } from '@lawfirm/api-client';
import { CONSULTING_PATH } from '@lawfirm/api-client/site';

import { viewports } from '../support/environment';
import {
  collectConsoleProblems,
  expectNoAxeViolations,
  screenshotAt,
  waitForHydration,
} from '../support/page-checks';
import { centreOrigin } from '../support/site-origin';

// spec/site.md §2 route table: "/consulting Corporate online consultation (both consult links
// may be prefixed by a centre URL)". A centre's own site (apps/center-site's build, served by the
// api on the centre's host) takes the corporate consultation and sends it with its group code.

/** The digital forensics centre's site, on its own host (the seed's domain). */
const FORENSIC = { origin: centreOrigin('forensic'), code: 'CT0023', name: '디지털포렌식센터' };
const centreSite = FORENSIC.origin;

test("a corporate consultation sent from a centre's /consulting is stored with the centre's code", async ({
  page,
  request,
}) => {
  const problems = collectConsoleProblems(page);
  const centreCode = FORENSIC.code;
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  const sent: Array<{ body: string; key: string }> = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && req.url() === `${centreSite}${CONSULTING_PATH}`) {
      sent.push({
        body: req.postData() ?? '',
        key: req.headers()[IDEMPOTENCY_KEY_HEADER.toLowerCase()] ?? '',
      });
    }
  });

  await page.goto(`${centreSite}/consulting`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('기업 온라인 상담');
  await expect(page).toHaveTitle(`기업 온라인 상담 | 법무법인 대륜 ${FORENSIC.name}`);
  await waitForHydration(page);
  const company = `주식회사 센터상사 ${Date.now()}`;
  await page.getByRole('radio', { name: '기업 법률 자문' }).check();
  await page.getByRole('textbox', { name: '회사명' }).fill(company);
  await page.getByRole('textbox', { name: '담당자명' }).fill('이서연');
  await page.getByRole('textbox', { name: '연락처' }).fill('01098765432');
  // The case fields come from call #13 through the centre's origin.
  const caseField = page.getByRole('combobox', { name: '사건 분야' });
  await expect(caseField.locator('option')).not.toHaveCount(1);
  await caseField.selectOption({ index: 1 });
  await page.getByRole('checkbox', { name: /개인정보 수집·이용에 동의합니다/ }).check();
  await page.getByRole('checkbox', { name: /만 14세 이상입니다/ }).check();
  await page.getByRole('button', { name: '상담 신청하기' }).click();

  // The centre's own complete page, on the centre's origin.
  await expect(page).toHaveURL(`${centreSite}/complete?isConsult=true`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('상담 신청이 완료되었습니다');
  await expect(page).toHaveTitle(`상담 신청 완료 | 법무법인 대륜 ${FORENSIC.name}`);
  expect(alerts).toEqual([]);

  expect(sent).toHaveLength(1);
  const { body, key } = sent[0] ?? { body: '', key: '' };
  const payload = JSON.parse(body) as Record<string, unknown>;
  expect(payload).toMatchObject({ cc_name: company, c_type: 'comp_consult' });
  expect(payload.center_code).toBe(centreCode);
  // The api offers no way to read consultations back; its Idempotency-Key record (written in
  // the same transaction as the row) says what was stored: this body, with the centre's code,
  // is answered as a replay, and the same key with the firm's code instead is another body.
  const replay = (data: unknown) =>
    request.post(CONSULTING_PATH, {
      headers: { 'Content-Type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: key },
      data,
    });
  const same = await replay(payload);
  expect(same.status()).toBe(200);
  expect(same.headers()['idempotent-replayed']).toBe('true');
  const asFirm = await replay({ ...payload, center_code: 'CT0000' });
  expect(asFirm.status()).toBe(409);
  expect(problems).toEqual([]);
});

const PAGES = [
  ['/choice', 'choice', '상담 예약'],
  ['/consult', 'consult', '개인 온라인 상담'],
  ['/consulting', 'consulting', '기업 온라인 상담'],
] as const;

for (const [path, name, heading] of PAGES) {
  test(`the centre's ${path}: its title, zero axe violations, screenshots`, async ({ page }) => {
    const problems = collectConsoleProblems(page);
    await page.goto(`${centreSite}${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page).toHaveTitle(`${heading} | 법무법인 대륜 ${FORENSIC.name}`);
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page);
    for (const width of Object.keys(viewports) as Array<keyof typeof viewports>) {
      await screenshotAt(page, `centre-site-${name}`, width);
    }
    expect(problems).toEqual([]);
  });
}
