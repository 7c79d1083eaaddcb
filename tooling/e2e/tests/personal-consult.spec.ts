import { expect, test } from '../support/fixtures';
import type { Page } from '@playwright/test';

import { IDEMPOTENCY_KEY_HEADER, PERSONAL_CONSULT_VALIDATION_MESSAGES } from '@lawfirm/api-client';
import { CONSULTING_PATH } from '@lawfirm/api-client/site';

import { collectConsoleProblems, waitForHydration } from '../support/page-checks';
import { centreOrigin } from '../support/site-origin';

// spec/site.md §2 /consult "Individual online consultation": the individual form, sent with call
// #12 as c_type personal, confirmed on /complete; on a centre's site, with the centre's fields
// and code. The pages' axe scans and screenshots are consult-pages.spec.ts's.

const field = (page: Page) => {
  const form = page.getByRole('form', { name: '개인 상담 신청서' });
  return {
    form,
    consent: form.getByRole('checkbox', { name: /개인정보 수집·이용에 동의합니다/ }),
    over14: form.getByRole('checkbox', { name: /만 14세 이상입니다/ }),
    name: form.getByRole('textbox', { name: '성함' }),
    contact: form.getByRole('textbox', { name: '연락처' }),
    caseField: form.getByRole('combobox', { name: '사건 분야' }),
    contents: form.getByRole('textbox', { name: '상담 내용' }),
    submit: form.getByRole('button', { name: '상담 신청하기' }),
  };
};

/** The POST bodies of call #12 the page sends, with their Idempotency-Key. */
function recordConsultations(page: Page) {
  const sent: Array<{ body: string; key: string }> = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith(CONSULTING_PATH)) {
      sent.push({
        body: request.postData() ?? '',
        key: request.headers()[IDEMPOTENCY_KEY_HEADER.toLowerCase()] ?? '',
      });
    }
  });
  return sent;
}

function recordAlerts(page: Page) {
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  return alerts;
}

test('/consult alerts each missing answer in order, at its field, and sends nothing', async ({
  page,
}) => {
  const alerts = recordAlerts(page);
  const sent = recordConsultations(page);
  await page.goto('/consult');
  await waitForHydration(page);
  const f = field(page);
  const M = PERSONAL_CONSULT_VALIDATION_MESSAGES;
  const steps = [
    [M.isCheck, f.consent, () => f.consent.check()],
    [M.isOver14, f.over14, () => f.over14.check()],
    [M.cc_name, f.name, () => f.name.fill('이서연')],
    [M.cc_tel, f.contact, () => f.contact.fill('010-9876-5432')],
    [M.contents, f.contents, () => f.contents.fill('전세 보증금을 돌려받지 못하고 있습니다.')],
  ] as const;
  for (const [message, control, answer] of steps) {
    await f.submit.click();
    await expect.poll(() => alerts.at(-1)).toBe(message);
    await expect(control).toBeFocused();
    await expect(control).toHaveAttribute('aria-invalid', 'true');
    await answer();
  }
  expect(alerts).toEqual(steps.map(([message]) => message));
  expect(sent).toHaveLength(0);
  // A pasted number with hyphens is kept whole.
  await expect(f.contact).toHaveValue('010-9876-5432');
});

test("an individual's request from /consult is stored once and lands on /complete", async ({
  page,
  request,
}) => {
  const problems = collectConsoleProblems(page);
  const alerts = recordAlerts(page);
  const sent = recordConsultations(page);

  // The firm's fields are in the first HTML, grouped by category.
  const html = await (await request.get('/consult')).text();
  expect(html).toContain('<optgroup label="형사">');
  expect(html).toContain('<optgroup label="이혼">');

  await page.goto('/');
  await waitForHydration(page);
  await page.goto('/choice');
  await waitForHydration(page);
  await page.getByRole('link', { name: '개인 상담 신청' }).click();
  await expect(page).toHaveURL(/\/consult$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('개인 온라인 상담');
  await waitForHydration(page);

  const f = field(page);
  const name = `이서연 ${Date.now() % 100000}`;
  await f.name.fill(name);
  await f.contact.fill('01098765432');
  await expect(f.contact).toHaveValue('010-9876-5432');
  await f.caseField.selectOption({ label: '재산분할' });
  const contents = '협의이혼을 준비하고 있는데 재산분할 비율을 어떻게 정하는지 궁금합니다.';
  await f.contents.fill(contents);
  await expect(f.form.getByText(`${contents.length}/500`)).toBeVisible();
  await f.consent.check();
  await f.over14.check();
  await f.submit.click();

  await expect(page).toHaveURL(/\/complete\?isConsult=true$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('상담 신청이 완료되었습니다');
  expect(alerts).toEqual([]);
  expect(sent).toHaveLength(1);
  const { body, key } = sent[0] ?? { body: '', key: '' };
  expect(JSON.parse(body)).toMatchObject({
    cc_name: name,
    cc_tel: '01098765432',
    c_type: 'personal',
    contents,
    detail: {},
    isCheck: true,
    isOver14: true,
  });
  expect(JSON.parse(body).law_type_code).toMatch(/^\d+$/);
  // Stored: the same key and body are answered from the stored request.
  const replay = await request.post(CONSULTING_PATH, {
    // From an address of its own: call #12's per-address limit is the api tests' to try.
    headers: {
      'Content-Type': 'application/json',
      [IDEMPOTENCY_KEY_HEADER]: key,
      'X-Forwarded-For': '10.250.0.1',
    },
    data: body,
  });
  expect(replay.status()).toBe(200);
  expect(replay.headers()['idempotent-replayed']).toBe('true');
  expect(problems).toEqual([]);
});

test("a centre's /consult offers the centre's fields and sends its code", async ({ page }) => {
  const family = centreOrigin('family');
  const sent = recordConsultations(page);
  await page.goto(`${family}/consult`);
  await waitForHydration(page);
  const f = field(page);
  // 이혼·가사센터: its categories only, never the firm's others.
  const groups = await f.caseField
    .locator('optgroup')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('label')));
  expect(groups).toContain('이혼');
  expect(groups).not.toContain('형사');
  await f.name.fill('박지훈');
  await f.contact.fill('01055512345');
  await f.contents.fill('양육비를 받지 못하고 있어 이행 명령을 알아보고 있습니다.');
  await f.consent.check();
  await f.over14.check();
  await f.submit.click();
  await expect(page).toHaveURL(/\/complete\?isConsult=true$/);
  expect(JSON.parse(sent[0]?.body ?? '{}')).toMatchObject({
    c_type: 'personal',
    center_code: 'CT0032',
  });
});
