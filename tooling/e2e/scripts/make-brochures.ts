// `pnpm --filter @repo/e2e brochures`: prints the firm's three brochures (spec/site.md §1: the
// main firm, medical-pharma for companies, medical-pharma for medical staff) to PDF in
// Debian's Chromium and writes them to apps/api/static/brochures/, where they are committed
// and served as /static/brochures/*.pdf. Run it again after changing the copy below.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '@repo/chromium';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

interface Brochure {
  file: string;
  title: string;
  lead: string;
  sections: readonly { heading: string; items: readonly string[] }[];
}

const FIRM_FACTS = {
  heading: '법무법인 대륜',
  items: [
    '변호사 200명 이상, 전문 그룹 20개 이상이 한 법인으로 일합니다.',
    '상담 변호사의 초기 진단, 분야별 전문 변호사, 수행 그룹의 3단계 상담.',
    '분야 매칭, 맞춤 태스크포스, 본사 통합 관리, 소송 품질 보증의 정밀 배정.',
    '24시간 상담 접수 · 대표번호 1800-7905',
  ],
};

const BROCHURES: readonly Brochure[] = [
  {
    file: 'lawfirm-brochure.pdf',
    title: '법무법인 대륜 소개서',
    lead: '상담부터 사후 관리까지, 본사가 책임지는 하나의 법인.',
    sections: [
      FIRM_FACTS,
      {
        heading: '사건을 맡기는 여섯 가지 방법',
        items: [
          '상담 변호사가 상담을 맡습니다.',
          '상담 변호사가 상담과 재판을 함께 맡습니다.',
          '의뢰인이 재판 변호사를 지정합니다.',
          '두 변호사가 함께 수행합니다.',
          '지정한 변호사 한 명이 모두 맡습니다.',
          '전문 그룹이 맡습니다.',
        ],
      },
    ],
  },
  {
    file: 'medical-pharma-company.pdf',
    title: '의료·제약 기업을 위한 법률 서비스',
    lead: '인허가부터 공정거래, 분쟁까지 의료·제약 기업의 법무를 한 팀이 맡습니다.',
    sections: [
      {
        heading: '주요 업무',
        items: [
          '의약품·의료기기 인허가와 규제 대응',
          '리베이트·공정거래 조사 대응',
          '임상시험 계약과 개인정보 보호',
          '제조물 책임과 의료 분쟁 소송',
        ],
      },
      FIRM_FACTS,
    ],
  },
  {
    file: 'medical-pharma-staff.pdf',
    title: '의료인을 위한 법률 서비스',
    lead: '진료에 집중하실 수 있도록, 의료인의 법률 문제를 전문 그룹이 함께합니다.',
    sections: [
      {
        heading: '주요 업무',
        items: [
          '의료 사고·의료 분쟁 대응',
          '면허 정지·취소 등 행정처분 대응',
          '병원 개원·운영과 노무 자문',
          '건강보험 요양급여 환수 대응',
        ],
      },
      FIRM_FACTS,
    ],
  },
];

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

function brochureHtml({ title, lead, sections }: Brochure): string {
  const body = sections
    .map(
      ({ heading, items }) =>
        `<section><h2>${escapeHtml(heading)}</h2><ul>${items
          .map((item) => `<li>${escapeHtml(item)}</li>`)
          .join('')}</ul></section>`,
    )
    .join('');
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>
  body { margin: 0; font-family: 'NanumGothic', sans-serif; color: #1b1b1f; }
  header { padding: 56px 48px 40px; background: #ae0e36; color: #fff; }
  header p { margin: 0 0 8px; font-size: 14px; letter-spacing: 0.2em; }
  h1 { margin: 0 0 16px; font-size: 34px; }
  .lead { font-size: 17px; letter-spacing: 0; }
  main { padding: 32px 48px; }
  h2 { margin: 24px 0 12px; color: #ae0e36; font-size: 20px; }
  li { margin-bottom: 8px; font-size: 15px; line-height: 1.6; }
</style></head><body>
<header><p>DAERYUN LAW FIRM</p><h1>${escapeHtml(title)}</h1><p class="lead">${escapeHtml(lead)}</p></header>
<main>${body}</main></body></html>`;
}

const outDir = join(repoRoot, 'apps', 'api', 'static', 'brochures');
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const page = await browser.newPage();
  for (const brochure of BROCHURES) {
    await page.setContent(brochureHtml(brochure));
    await page.pdf({ path: join(outDir, brochure.file), format: 'A4', printBackground: true });
    console.info(`wrote ${brochure.file}`);
  }
} finally {
  await browser.close();
}
