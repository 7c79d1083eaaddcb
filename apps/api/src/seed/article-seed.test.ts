import { describe, expect, it } from 'vitest';

import { CASE_IMAGE_SIZE } from '../db/constants';
import { ARTICLE_SEED } from './article-seed';
import { CASE_TYPE_SEED } from './case-type-seed';
import { LAWYER_SEED } from './lawyer-seed';

const { articles, templates, contents, links, lawyers } = ARTICLE_SEED;
const byArticle = <T extends { articleIdx: number }>(rows: T[], idx: number) =>
  rows.filter((row) => row.articleIdx === idx);

describe('ARTICLE_SEED', () => {
  it('has at least 20 info and 20 success articles with unique ids', () => {
    expect(articles.filter((article) => article.kind === 'info').length).toBeGreaterThanOrEqual(20);
    expect(articles.filter((article) => article.kind === 'success').length).toBeGreaterThanOrEqual(
      20,
    );
    expect(new Set(articles.map((article) => article.idx)).size).toBe(articles.length);
  });

  it('lays every article out as one H1, H2 sections and H3 rows under an H2 of the same article', () => {
    for (const article of articles) {
      const rows = byArticle(templates, article.idx ?? 0);
      const h2s = new Set(rows.filter((row) => row.tag === 'h2').map((row) => row.idx));
      expect(
        rows.filter((row) => row.tag === 'h1'),
        article.title,
      ).toHaveLength(1);
      expect(rows[0]?.tag).toBe('h1');
      expect(h2s.size).toBeGreaterThanOrEqual(3);
      for (const row of rows.filter((item) => item.tag === 'h3')) {
        expect(h2s.has(row.parent ?? -1), row.tagTitle).toBe(true);
      }
      expect(rows.filter((row) => row.tag !== 'h3').every((row) => row.parent == null)).toBe(true);
    }
  });

  it('never repeats a sentence: no section lead is the article’s intro or a text below it', () => {
    for (const article of articles) {
      const rows = byArticle(templates, article.idx ?? 0);
      const texts = byArticle(contents, article.idx ?? 0).map((content) => content.body);
      for (const lead of rows.filter((row) => row.tag === 'h2').map((row) => row.description)) {
        expect(lead, article.title).not.toBe(article.intro);
        for (const text of texts) expect(text, article.title).not.toContain(lead);
      }
    }
  });

  it('counts each row’s FAQ elements in faqCount, with some rows marked active_faq and some not', () => {
    for (const row of templates) {
      const faqs = contents.filter((item) => item.templateIdx === row.idx && item.kind === 'faq');
      expect(row.faqCount ?? 0, row.tagTitle).toBe(faqs.length);
      if (faqs.length > 0) expect(faqs.every((faq) => (faq.title ?? '') !== '')).toBe(true);
    }
    const withFaq = templates.filter((row) => (row.faqCount ?? 0) > 0);
    expect(withFaq.some((row) => row.activeFaq)).toBe(true);
    expect(withFaq.some((row) => !row.activeFaq)).toBe(true);
    expect(withFaq.some((row) => (row.faqCount ?? 0) >= 2)).toBe(true);
    const articlesWithActive = new Set(
      templates.filter((row) => row.activeFaq).map((row) => row.articleIdx),
    );
    expect(articlesWithActive.size).toBeGreaterThan(0);
    expect(articlesWithActive.size).toBeLessThan(articles.length);
  });

  it('gives links exactly to the rows whose flags ask for them', () => {
    const flagOf = {
      reference: 'referenceIsUse',
      news: 'newsIsUse',
      youtube: 'youtubeIsUse',
      shorts: 'youtubeIsUse',
    } as const;
    for (const link of links) {
      const row = templates.find((item) => item.idx === link.tagIdx);
      expect(row?.articleIdx).toBe(link.articleIdx);
      expect(row?.[flagOf[link.kind as keyof typeof flagOf]], `${link.kind} ${link.link}`).toBe(
        true,
      );
    }
    for (const [kind, flag] of Object.entries(flagOf)) {
      const flagged = templates.filter((row) => row[flag]);
      expect(flagged.length, flag).toBeGreaterThan(0);
      for (const row of flagged) {
        expect(
          links.some((link) => link.tagIdx === row.idx && link.kind === kind),
          `${kind} on ${row.idx}`,
        ).toBe(true);
      }
    }
    // spec/site.md §3: link items with an empty title are hidden; one exists to show it.
    expect(links.some((link) => link.title === '')).toBe(true);
  });

  it('shows a 382x510 case image on every success article and none on some info articles', () => {
    for (const article of articles.filter((item) => item.kind === 'success')) {
      expect(article.imgUrl).toMatch(/^\/static\/articles\/success-\d{3}\.svg$/);
      expect(article.imgAlt).toBeTruthy();
    }
    expect(articles.some((article) => article.kind === 'info' && article.imgUrl === null)).toBe(
      true,
    );
    expect(CASE_IMAGE_SIZE).toEqual({ width: 382, height: 510 });
  });

  it('links lawyers so the sidebar sees none, a few, and more than six', () => {
    const counts = articles.map((article) => byArticle(lawyers, article.idx ?? 0).length);
    expect(counts).toContain(0);
    expect(counts.some((count) => count > 0 && count < 6)).toBe(true);
    expect(counts.some((count) => count > 6)).toBe(true);
    const known = new Set(LAWYER_SEED.map((lawyer) => lawyer.idx));
    expect(lawyers.every((link) => known.has(link.lawyerIdx))).toBe(true);
  });

  it('files every article under a case type of its own category', () => {
    for (const article of articles) {
      const type = CASE_TYPE_SEED.find((row) => row.typeIdx === article.typeIdx);
      expect(type?.groupCode, article.title).toBe(article.groupCode);
    }
  });
});
