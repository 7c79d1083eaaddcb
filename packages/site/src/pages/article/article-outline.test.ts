import { describe, expect, it } from 'vitest';

import { INFO_DETAIL_FIXTURE } from './article-fixture';
import { articleOutline, articleSectionId, tableOfContents } from './article-outline';

// spec/site.md §2 (H2 sections, H3 sub-sections, links by template flags, the table of
// contents) and §3 (Article template row, link tag_idx, empty titles hidden).
describe('articleOutline', () => {
  const outline = articleOutline(INFO_DETAIL_FIXTURE);

  it('makes each H2 a section and each H3 a sub-section of its parent, in template order', () => {
    expect(outline.map((section) => section.row.tag_title)).toEqual([
      '재산분할, 무엇인가요?',
      '진행 절차와 준비',
      '자주 묻는 질문',
    ]);
    expect(outline.map((section) => section.children.map((child) => child.row.idx))).toEqual([
      [102, 103],
      [105],
      [],
    ]);
  });

  it('puts each content under its row', () => {
    expect(outline[0]!.children[0]!.contents.map((content) => content.idx)).toEqual([1]);
    expect(outline[2]!.contents.map((content) => content.kind)).toEqual(['faq', 'faq']);
  });

  it('shows a row’s links only by its flags, and never an untitled one', () => {
    const [what, procedure] = outline;
    // reference_is_use: the titled reference link only (the untitled one is hidden).
    expect(what!.children[0]!.links.reference.map((link) => link.idx)).toEqual([1]);
    // news_is_use on 103.
    expect(what!.children[1]!.links.news.map((link) => link.idx)).toEqual([4]);
    // youtube_is_use: shorts and videos together.
    expect(procedure!.links.video.map((link) => link.idx)).toEqual([5, 6]);
    // 105 has a reference link but not the flag.
    expect(procedure!.children[0]!.links).toEqual({ reference: [], news: [], video: [] });
  });
});

describe('table of contents ids', () => {
  it('are stable, unique, and the ids of the section headings they point at', () => {
    const toc = tableOfContents(INFO_DETAIL_FIXTURE);
    expect(toc).toEqual([
      { id: 'article-section-101', title: '재산분할, 무엇인가요?' },
      { id: 'article-section-104', title: '진행 절차와 준비' },
      { id: 'article-section-106', title: '자주 묻는 질문' },
    ]);
    const headingIds = articleOutline(INFO_DETAIL_FIXTURE).map((section) => section.id);
    expect(toc.map((entry) => entry.id)).toEqual(headingIds);
    const allIds = articleOutline(INFO_DETAIL_FIXTURE).flatMap((section) => [
      section.id,
      ...section.children.map((child) => child.id),
    ]);
    expect(new Set(allIds).size).toBe(allIds.length);
  });

  it('are valid HTML ids and CSS selectors (start with a letter, no spaces)', () => {
    expect(articleSectionId(42)).toMatch(/^[a-z][a-z0-9-]*$/);
  });
});
