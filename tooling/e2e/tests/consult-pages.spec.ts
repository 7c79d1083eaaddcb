import { expect, test } from '../support/fixtures';
import type { Page } from '@playwright/test';

import { CONSULT_VALIDATION_MESSAGES, IDEMPOTENCY_KEY_HEADER } from '@lawfirm/api-client';
import { CONSULTING_PATH } from '@lawfirm/api-client/site';

import { viewports } from '../support/environment';
import { collectConsoleProblems, scanAndCapture, waitForHydration } from '../support/page-checks';
import { centreOrigin } from '../support/site-origin';

// spec/site.md §2 /choice, /consult, /consulting, /complete, /inquire and
// /common/term/{terms_code}, §4 Consultation submit, §5 validation, §8.

const field = (page: Page) => ({
  consent: page.getByRole('checkbox', { name: /개인정보 수집·이용에 동의합니다/ }),
  over14: page.getByRole('checkbox', { name: /만 14세 이상입니다/ }),
  suit: page.getByRole('radio', { name: '기업 소송' }),
  company: page.getByRole('textbox', { name: '회사명' }),
  manager: page.getByRole('textbox', { name: '담당자명' }),
  contact: page.getByRole('textbox', { name: '연락처' }),
  email: page.getByRole('textbox', { name: '이메일' }),
  memo: page.getByRole('textbox', { name: '문의 내용' }),
  caseField: page.getByRole('combobox', { name: '사건 분야' }),
  submit: page.getByRole('button', { name: '상담 신청하기' }),
});

test('/consulting alerts every §5 rule in the spec order, one per submit', async ({ page }) => {
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  let posts = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith(CONSULTING_PATH)) posts += 1;
  });
  await page.goto('/consulting');
  await waitForHydration(page);
  const f = field(page);
  const M = CONSULT_VALIDATION_MESSAGES;
  const steps: Array<[string, () => Promise<void>]> = [
    [M.isCheck, () => f.consent.check()],
    [M.isOver14, () => f.over14.check()],
    [M.c_type, () => f.suit.check()],
    [M.comp_name, () => f.company.fill('주식회사 한빛소프트')],
    [M.comp_managerName, () => f.manager.fill('김민준')],
    [M.cc_tel, () => f.contact.fill('01012345678')],
  ];
  for (const [message, answer] of steps) {
    await f.submit.click();
    await expect.poll(() => alerts.at(-1)).toBe(message);
    await answer();
  }
  expect(alerts).toEqual(steps.map(([message]) => message));
  // None of them reached the api.
  expect(posts).toBe(0);
});

test('a corporate consultation sent from /consulting is stored once and lands on /complete', async ({
  page,
  request,
}) => {
  const problems = collectConsoleProblems(page);
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  const sent: Array<{ body: string; key: string | null }> = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && req.url().endsWith(CONSULTING_PATH)) {
      sent.push({
        body: req.postData() ?? '',
        key: req.headers()[IDEMPOTENCY_KEY_HEADER.toLowerCase()] ?? null,
      });
    }
  });

  await page.goto('/choice');
  await waitForHydration(page);
  await page.getByRole('link', { name: '기업 상담 신청' }).click();
  await expect(page).toHaveURL(/\/consulting$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('기업 온라인 상담');
  await waitForHydration(page);

  const f = field(page);
  const company = `주식회사 한빛소프트 ${Date.now()}`;
  await f.suit.check();
  await f.company.fill(company);
  await f.manager.fill('김민준');
  await f.contact.fill('01012345678');
  await expect(f.contact).toHaveValue('010-1234-5678');
  await f.email.fill('minjun@hanbit.example');
  // The case fields come from call #13 (the seed's corporate types).
  await expect(f.caseField.locator('option')).not.toHaveCount(1);
  await f.caseField.selectOption({ index: 1 });
  await f.memo.fill('거래처와의 납품 계약 분쟁으로 소송을 검토하고 있습니다.');
  await f.consent.check();
  await f.over14.check();
  await f.submit.click();

  await expect(page).toHaveURL(/\/complete\?isConsult=true$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('상담 신청이 완료되었습니다');
  await expect(
    page.getByText(/접수된 순서대로 대표번호 1800-7905로 연락드리겠습니다/),
  ).toBeVisible();
  const services = page.getByRole('list').filter({ hasText: '증거조사 서비스' }).getByRole('link');
  await expect(services).toHaveText([/증거조사 서비스/, /디지털포렌식 서비스/, '경호 서비스']);
  // Service pages, never Q&A lists: the digital forensics centre's site (both of its
  // services), and the guard service's card on the practice-field page.
  const forensic = `//${new URL(centreOrigin('forensic')).host}`;
  await expect(services.nth(0)).toHaveAttribute('href', forensic);
  await expect(services.nth(1)).toHaveAttribute('href', forensic);
  await expect(services.nth(2)).toHaveAttribute('href', '/field/area#security');
  expect(alerts).toEqual([]);

  // Sent once, with the form's Idempotency-Key.
  expect(sent).toHaveLength(1);
  const { body, key } = sent[0] ?? { body: '', key: null };
  expect(JSON.parse(body)).toMatchObject({
    cc_name: company,
    cc_tel: '01012345678',
    c_type: 'comp_suit',
  });
  expect(key).toMatch(/^[0-9a-f-]{36}$/);
  // The api offers no way to read consultations back; its idempotency says this one is
  // stored: the same key and body are answered from the stored request, nothing written again.
  const replay = await request.post(CONSULTING_PATH, {
    headers: { 'Content-Type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: key ?? '' },
    data: body,
  });
  expect(replay.status()).toBe(200);
  expect(replay.headers()['idempotent-replayed']).toBe('true');
  expect(await replay.json()).toEqual({ result: true, isNotComplete: false });
  expect(problems).toEqual([]);
});

test('/complete without a result says the access is invalid and leads home', async ({ page }) => {
  await page.goto('/complete');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('잘못된 접근입니다');
  await expect(page).toHaveTitle('잘못된 접근입니다 | 법무법인 대륜');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const main = page.getByRole('main');
  await expect(main.getByRole('link')).toHaveText(['홈으로 가기']);
  await waitForHydration(page);
  await main.getByRole('link', { name: '홈으로 가기' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('/choice offers the three ways; phone dials the main number, chat opens the chat', async ({
  page,
}) => {
  await page.goto('/choice');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2 })).toHaveText([
    '온라인 상담',
    '채팅 상담',
    '전화 상담',
  ]);
  await expect(main.getByRole('link', { name: '1800-7905 전화 걸기' })).toHaveAttribute(
    'href',
    'tel:18007905',
  );
  await expect(main.getByRole('link', { name: '개인 상담 신청' })).toHaveAttribute(
    'href',
    '/consult',
  );
  const chatLink = main.getByRole('link', { name: '채팅 상담 시작하기' });
  await expect(chatLink).toHaveAttribute('href', '/daeryuntalk');
  // Once hydrated, the link opens the page's chat in place (loading it first if need be).
  await waitForHydration(page);
  await chatLink.click();
  await expect(page.getByRole('dialog', { name: '1:1 상담' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/choice');
});

test('a term from the footer shows its sanitized body; an unknown code is a Korean 404', async ({
  page,
}) => {
  await page.goto('/choice');
  const termLink = page.getByRole('contentinfo').locator('a[href^="/common/term/"]').first();
  const name = (await termLink.textContent())?.trim() ?? '';
  await waitForHydration(page);
  await termLink.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.locator('.site-term__body')).not.toBeEmpty();
  await expect(page.locator('.site-term__body script, .site-term__body [onclick]')).toHaveCount(0);
  await expect(page).toHaveTitle(`${name} | 법무법인 대륜`);

  const response = await page.goto('/common/term/no-such-term');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('페이지를 찾을 수 없습니다');
});

// The privacy policy's sections (개인정보 보호법 §30) and the terms' articles, as the seed writes them.
const LONG_TERMS = [
  {
    path: '/common/term/privacy-policy',
    sections: [
      '1. 개인정보의 처리 목적',
      '2. 처리하는 개인정보의 항목',
      '3. 개인정보의 처리 및 보유 기간',
      '4. 개인정보 처리업무의 위탁',
      '5. 개인정보의 제3자 제공',
      '6. 개인정보의 파기 절차와 방법',
      '7. 정보주체의 권리·의무와 행사 방법',
      '8. 만 14세 미만 아동의 개인정보',
      '9. 개인정보의 안전성 확보 조치',
      '10. 쿠키 등 자동 수집 장치의 설치·운영과 거부',
      '11. 개인정보 보호책임자',
      '12. 권익침해 구제 방법',
      '13. 개인정보 처리방침의 변경',
    ],
    jumpTo: '10. 쿠키 등 자동 수집 장치의 설치·운영과 거부',
  },
  {
    path: '/common/term/service-terms',
    sections: [
      '제1조 (목적)',
      '제2조 (용어의 정의)',
      '제3조 (약관의 효력과 변경)',
      '제4조 (서비스의 제공)',
      '제5조 (회원가입)',
      '제6조 (회원 탈퇴와 자격 상실)',
      '제7조 (회원의 의무)',
      '제8조 (법률 정보의 성격)',
      '제9조 (상담과 위임계약)',
      '제10조 (지식재산권)',
      '제11조 (면책)',
      '제12조 (분쟁 해결과 관할)',
      '부칙',
    ],
    jumpTo: '제9조 (상담과 위임계약)',
  },
] as const;

for (const term of LONG_TERMS) {
  test(`${term.path}: its sections as h2s, and a table of contents whose links land on them`, async ({
    page,
  }) => {
    await page.setViewportSize(viewports.mobile);
    await page.goto(term.path);
    const body = page.locator('.site-term__body');
    await expect(body.getByRole('heading', { level: 2 })).toHaveText([...term.sections]);
    const toc = page.getByRole('navigation', { name: '목차' });
    await expect(toc.getByRole('link')).toHaveText([...term.sections]);
    // Every entry points at a heading of the body.
    for (const href of await toc
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')!))) {
      await expect(body.locator(`h2${href}`)).toHaveCount(1);
    }
    await waitForHydration(page);
    await toc.getByRole('link', { name: term.jumpTo, exact: true }).click();
    const heading = body.getByRole('heading', { level: 2, name: term.jumpTo, exact: true });
    await expect(heading).toBeInViewport();
    expect(new URL(page.url()).hash).toBe(`#${await heading.getAttribute('id')}`);
    // The heading lands below the sticky header, not under it.
    const headerBottom = await page
      .getByRole('banner')
      .evaluate((header) => header.getBoundingClientRect().bottom);
    const top = await heading.evaluate((element) => element.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(headerBottom);
  });
}

test('the privacy policy names its officer with a mailbox under the site’s own domain', async ({
  page,
}) => {
  await page.goto('/common/term/privacy-policy');
  const officer = page.locator('#officer').locator('xpath=..');
  await expect(officer.getByRole('rowheader', { name: '개인정보 보호책임자' })).toBeVisible();
  const mail = officer.getByRole('link', { name: /^privacy@/ });
  // The site's configured origin, as the page's canonical URL gives it.
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  await expect(mail).toHaveAttribute('href', `mailto:privacy@${new URL(canonical!).hostname}`);
  for (const line of ['국번 없이 1833-6972', '국번 없이 118', '국번 없이 1301', '국번 없이 182']) {
    await expect(page.locator('#remedies').locator('xpath=..')).toContainText(line);
  }
});

const PAGES = [
  ['/choice', 'choice', '상담 예약'],
  ['/consult', 'consult', '개인 온라인 상담'],
  ['/consulting', 'consulting', '기업 온라인 상담'],
  ['/complete?isConsult=true', 'complete', '상담 신청이 완료되었습니다'],
  ['/complete', 'complete-invalid', '잘못된 접근입니다'],
  ['/inquire', 'inquire', '고객만족센터'],
  ['/common/term/privacy-policy', 'term-privacy-policy', '개인정보처리방침'],
] as const;

test('each page has its own title, description and canonical URL in the server HTML', async ({
  request,
}) => {
  const titles = new Set<string>();
  // The invalid-access view is no page of its own: its title says what it is, kept out of indexes.
  for (const [path] of PAGES.filter(([, name]) => name !== 'complete-invalid')) {
    const html = await (await request.get(path)).text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
    titles.add(title);
    expect(html, path).toMatch(/<meta name="description" content="[^"]+"/);
    expect(html, path).toMatch(
      new RegExp(`<link rel="canonical" href="[^"]*${path.split('?')[0]}"`),
    );
    expect(html, path).not.toContain('noindex');
    expect(html, path).not.toContain('이 페이지는 준비 중입니다.');
  }
  expect(titles.size).toBe(PAGES.length - 1);
});

for (const [path, name, heading] of PAGES) {
  for (const width of ['mobile', 'tablet', 'desktop'] as const) {
    test(`${path}: zero axe violations and a screenshot at ${viewports[width].width} px`, async ({
      page,
    }) => {
      await scanAndCapture(page, path, `consult-pages-${name}`, width, async () => {
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      });
    });
  }
}
