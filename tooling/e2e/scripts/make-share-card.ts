// `pnpm --filter @repo/e2e share-card`: draws the card that link previews show for the site's
// pages (Open Graph and Twitter, 1200x630) in Debian's Chromium and writes it to
// packages/site/public/share-card.jpg, where it is committed and served as /share-card.jpg.
// A composition of type and colour made for the site: the firm's name, its line, the scales
// of the strength pictograms and the 24-hour number. Run it again after changing the copy.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '@repo/chromium';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const output = join(repoRoot, 'packages', 'site', 'public', 'share-card.jpg');

const BRAND = '#ae0e36';
const BRAND_DEEP = '#6d0822';

const html = `<!doctype html><html lang="ko"><head><meta charset="utf-8"><style>
  html, body { margin: 0; width: 1200px; height: 630px; }
  p, h1 { margin: 0; line-height: 1.15; }
  body {
    font-family: 'NanumGothic', sans-serif; color: #fff; overflow: hidden; position: relative;
    background: radial-gradient(circle at 82% 30%, #c8194a 0, ${BRAND} 38%, ${BRAND_DEEP} 100%);
  }
  .rule { position: absolute; left: 96px; top: 118px; width: 72px; height: 6px; background: #fff; }
  .kicker { position: absolute; left: 96px; top: 150px; font-size: 30px; letter-spacing: 0.08em; opacity: 0.9; }
  h1 { position: absolute; left: 92px; top: 204px; font-size: 100px; font-weight: 800; letter-spacing: -0.02em; }
  .line { position: absolute; left: 96px; top: 350px; font-size: 38px; font-weight: 700; }
  .phone { position: absolute; left: 96px; bottom: 84px; font-size: 32px; font-weight: 700;
    padding: 14px 28px; border: 3px solid rgba(255,255,255,.85); border-radius: 999px; }
  svg { position: absolute; right: 86px; top: 150px; }
</style></head><body>
  <div class="rule"></div>
  <p class="kicker">글로벌 메가 로펌</p>
  <h1>법무법인 대륜</h1>
  <p class="line">의뢰인 곁에서 끝까지 함께합니다</p>
  <p class="phone">24시간 상담 1800-7905</p>
  <svg width="330" height="330" viewBox="0 0 120 120" aria-hidden="true" fill="none"
       stroke="rgba(255,255,255,.92)" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round">
    <circle cx="60" cy="60" r="56" stroke="rgba(255,255,255,.28)" />
    <path d="M60 22v68M40 94h40M30 36h60" />
    <circle cx="60" cy="22" r="4" fill="rgba(255,255,255,.92)" />
    <path d="M30 36 18 64h24z M90 36 78 64h24z" />
    <path d="M18 64a12 7 0 0 0 24 0 M78 64a12 7 0 0 0 24 0" />
  </svg>
</body></html>`;

const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await page.setContent(html);
  await page.screenshot({ path: output, type: 'jpeg', quality: 88 });
  console.info(`wrote ${output}`);
} finally {
  await browser.close();
}
