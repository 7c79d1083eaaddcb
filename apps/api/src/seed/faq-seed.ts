// The legal Q&A: FAQ groups (the 25 categories and aiit) and their entries. Answers alternate
// between HTML (gubun ck) and editor JSON, so both renderings of spec/site.md §2 have data.
import { CATEGORY_CODES } from '../constants';
import { FAQ_AIIT_CODE, FAQ_GUBUN } from '../db/constants';
import type { NewFaqEntryRow, NewFaqGroupRow } from '../db/schema';
import { FAQ_TOPICS } from './content/faq-topics';
import type { FaqTopic } from './content/faq-topics';
import { bulletList, editorDoc, heading, paragraph, text } from './editor-doc';
import { GROUP_SEED } from './group-seed';
import { createRandom, cycle, randomInt, seoulMorning } from './random';
import { faqUploadPath } from './static-paths';

const FAQ_CODES = [...CATEGORY_CODES, FAQ_AIIT_CODE] as const;
type FaqCode = (typeof FAQ_CODES)[number];

const OPENINGS = [
  (field: string) =>
    `안녕하세요. ${field} 분야를 맡고 있는 변호사입니다. 문의하신 내용에 답변드립니다.`,
  (field: string) => `${field} 사건을 여럿 맡아 온 경험을 바탕으로 말씀드리겠습니다.`,
  () => '비슷한 고민을 하시는 분들이 많아 핵심부터 정리해 드립니다.',
];

const CLOSINGS = [
  '구체적인 사정에 따라 결론이 달라질 수 있으니, 관련 자료를 준비해 상담을 받아 보시길 권합니다.',
  '기한이 정해진 절차가 많으니 혼자 고민하기보다 빨리 전문가와 상의하시는 것이 좋습니다.',
  '더 궁금한 점이 있으시면 24시간 상담 창구로 언제든 문의해 주세요.',
];

/** An image in the answer HTML, for the entries that show one (the upload prefix rule). */
export interface FaqUpload {
  path: string;
  title: string;
}

const escapeHtml = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

function htmlAnswer(
  topic: FaqTopic,
  opening: string,
  closing: string,
  upload: FaqUpload | null,
): string {
  const [first, ...rest] = topic.points;
  const parts = [
    `<p>${escapeHtml(opening)}</p>`,
    `<p><strong>${escapeHtml(first)}</strong></p>`,
    `<ul>${rest.map((point) => `<li>${escapeHtml(point)}</li>`).join('')}</ul>`,
  ];
  if (upload) {
    parts.push(`<p><img src="${upload.path}" alt="${escapeHtml(upload.title)}"></p>`);
  }
  parts.push(`<p>${escapeHtml(closing)}</p>`);
  return parts.join('');
}

function editorAnswer(topic: FaqTopic, opening: string, closing: string): string {
  const [first, ...rest] = topic.points;
  const doc = editorDoc(
    paragraph(text(opening)),
    heading(3, '핵심 답변'),
    paragraph(text(first, [{ type: 'bold' }])),
    heading(3, '함께 알아 두실 점'),
    bulletList(rest),
    paragraph(text(closing)),
  );
  return JSON.stringify(doc);
}

function buildFaqSeed(): {
  groups: NewFaqGroupRow[];
  entries: NewFaqEntryRow[];
  uploads: FaqUpload[];
} {
  const categories = new Map(GROUP_SEED.groups.map((group) => [group.code, group]));
  const nameOf = (code: FaqCode) =>
    code === FAQ_AIIT_CODE ? 'AI·IT' : (categories.get(code)?.codeName ?? code);

  const groups = FAQ_CODES.map((code, index): NewFaqGroupRow => ({
    code,
    codeName: nameOf(code),
    codeDesc: code === FAQ_AIIT_CODE ? FAQ_AIIT_CODE : (categories.get(code)?.codeDesc ?? code),
    sortOrder: index + 1,
  }));

  // Topics are taken round by round across the categories, so the newest entries (highest idx)
  // come from many categories, as on a busy board.
  const random = createRandom(20_251_101);
  const entries: NewFaqEntryRow[] = [];
  const uploads: FaqUpload[] = [];
  const rounds = Math.max(...FAQ_CODES.map((code) => FAQ_TOPICS[code].length));
  for (let round = 0; round < rounds; round += 1) {
    FAQ_CODES.forEach((code, codeIndex) => {
      const topic = FAQ_TOPICS[code][round];
      if (!topic) return;
      const idx = entries.length + 1;
      const field = nameOf(code);
      const opening = cycle(OPENINGS, round + codeIndex)(field);
      const closing = cycle(CLOSINGS, round * 2 + codeIndex);
      const isHtml = round % 2 === 0;
      const upload =
        isHtml && round === 0 && codeIndex % 5 === 0
          ? {
              path: faqUploadPath(`guide-${code.toLowerCase()}.svg`),
              title: `${field} 절차 안내도`,
            }
          : null;
      if (upload) uploads.push(upload);
      entries.push({
        idx,
        code,
        question: topic.question,
        questionContents: topic.situation,
        keyword: topic.keywords.join(','),
        // Views skew low with a few popular entries, as on a real board.
        hit: Math.round(randomInt(random, 12, 900) * (random() < 0.15 ? 9 : 1)),
        answer: isHtml
          ? htmlAnswer(topic, opening, closing, upload)
          : editorAnswer(topic, opening, closing),
        gubun: isHtml ? FAQ_GUBUN.html : FAQ_GUBUN.editor,
        createdAt: seoulMorning('2024-01-08', idx * 3),
      });
    });
  }
  return { groups, entries, uploads };
}

export const FAQ_SEED = buildFaqSeed();
