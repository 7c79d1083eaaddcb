// spec/site.md §2 Legal-topic article pages and §3 Article template row: the article as the page
// lays it out. H2 rows are the sections (and the table of contents), H3 rows their sub-sections
// (parent = the H2's idx); each row carries its contents and, by its template flags, its
// reference ("more"), related-news and shorts/video links (each link's tag_idx names its row).
import type {
  ArticleContent,
  ArticleData,
  ArticleLink,
  TemplateRow,
} from '@lawfirm/api-client/site-core';

/** The links a row shows, by its flags; empty lists are left out by the page. */
export interface RowLinks {
  /** reference_is_use: the "more" box. */
  reference: ArticleLink[];
  /** news_is_use. */
  news: ArticleLink[];
  /** youtube_is_use: shorts and videos. */
  video: ArticleLink[];
}

export interface OutlineRow {
  row: TemplateRow;
  /** The heading's id, the table of contents' target. */
  id: string;
  contents: ArticleContent[];
  links: RowLinks;
}

export interface OutlineSection extends OutlineRow {
  children: OutlineRow[];
}

/** The id of a row's heading: stable across renders (server and browser) and unique per row. */
export const articleSectionId = (idx: number): string => `article-section-${idx}`;

/** §3 Link-list item: "Items with an empty title are hidden". */
const shown = (links: readonly ArticleLink[], idx: number) =>
  links.filter((link) => link.tag_idx === idx && link.title.trim() !== '');

function outlineRow(row: TemplateRow, data: ArticleData): OutlineRow {
  return {
    row,
    id: articleSectionId(row.idx),
    contents: data.contentsList.filter((content) => content.template_idx === row.idx),
    links: {
      reference: row.reference_is_use ? shown(data.referenceLinkList, row.idx) : [],
      news: row.news_is_use ? shown(data.newsLinkList, row.idx) : [],
      video: row.youtube_is_use
        ? [...shown(data.shortsLinkList, row.idx), ...shown(data.youtubeLinkList, row.idx)]
        : [],
    },
  };
}

/** The H2 sections in template order, each with its H3 sub-sections in template order. */
export function articleOutline(data: ArticleData): OutlineSection[] {
  return data.template
    .filter((row) => row.tag === 'h2')
    .map((section) => ({
      ...outlineRow(section, data),
      children: data.template
        .filter((row) => row.tag === 'h3' && row.parent === section.idx)
        .map((row) => outlineRow(row, data)),
    }));
}

export interface TocEntry {
  id: string;
  title: string;
}

/** The table of contents: one entry per H2 of h2List, pointing at its section's heading. */
export function tableOfContents(data: Pick<ArticleData, 'h2List'>): TocEntry[] {
  return data.h2List.map((item) => ({ id: articleSectionId(item.idx), title: item.tag_title }));
}
