import { describe, expect, it } from 'vitest';

import { CATEGORY_CODES } from '../constants';
import { FAQ_AIIT_CODE, FAQ_GUBUN, UPLOAD_PATH_PREFIX } from '../db/constants';
import { editorDocSchema } from './editor-doc';
import { FAQ_SEED } from './faq-seed';

const { groups, entries } = FAQ_SEED;

describe('FAQ_SEED', () => {
  it('has the 25 categories and aiit as groups, with unique slugs', () => {
    expect(groups.map((group) => group.code)).toEqual([...CATEGORY_CODES, FAQ_AIIT_CODE]);
    expect(new Set(groups.map((group) => group.codeDesc)).size).toBe(groups.length);
  });

  it('holds at least 120 entries, at least 4 per category, with unique ids', () => {
    expect(entries.length).toBeGreaterThanOrEqual(120);
    for (const code of CATEGORY_CODES) {
      expect(entries.filter((entry) => entry.code === code).length, code).toBeGreaterThanOrEqual(4);
    }
    expect(entries.some((entry) => entry.code === FAQ_AIIT_CODE)).toBe(true);
    expect(new Set(entries.map((entry) => entry.idx)).size).toBe(entries.length);
  });

  it('answers every category both as HTML (ck) and as editor JSON', () => {
    for (const code of CATEGORY_CODES) {
      const kinds = new Set(
        entries.filter((entry) => entry.code === code).map((entry) => entry.gubun),
      );
      expect(kinds, code).toEqual(new Set([FAQ_GUBUN.html, FAQ_GUBUN.editor]));
    }
  });

  it('writes HTML answers as markup and editor answers as valid documents', () => {
    for (const entry of entries) {
      if (entry.gubun === FAQ_GUBUN.html) {
        expect(entry.answer, String(entry.idx)).toMatch(/^<p>.*<\/p>$/s);
        expect(() => JSON.parse(entry.answer)).toThrow();
      } else {
        const parsed = editorDocSchema.safeParse(JSON.parse(entry.answer));
        expect(parsed.success, `${entry.idx}: ${parsed.error?.message}`).toBe(true);
      }
    }
  });

  it('puts images with the relative upload prefix in a few HTML answers', () => {
    const withImages = entries.filter((entry) =>
      entry.answer.includes(`<img src="${UPLOAD_PATH_PREFIX}/`),
    );
    expect(withImages.length).toBeGreaterThanOrEqual(3);
    expect(withImages.every((entry) => entry.gubun === FAQ_GUBUN.html)).toBe(true);
    expect(FAQ_SEED.uploads).toHaveLength(withImages.length);
  });

  it('gives comma-separated keywords and varied hit counts', () => {
    for (const entry of entries) {
      const keywords = (entry.keyword ?? '').split(',');
      expect(keywords.length, String(entry.idx)).toBeGreaterThanOrEqual(2);
      expect(keywords.every((keyword) => keyword.trim() === keyword && keyword !== '')).toBe(true);
    }
    const hits = entries.map((entry) => entry.hit ?? 0);
    expect(new Set(hits).size).toBeGreaterThan(entries.length / 2);
    expect(Math.max(...hits)).toBeGreaterThan(10 * Math.min(...hits));
  });
});
