// spec/site.md §2 Legal-topic article pages and §3 Article template row / Article data: what
// info and success articles share. Each variant adds its own previous/next links
// (calls/get-info-detail.ts, calls/get-success-detail.ts).
import { z } from 'zod';

import { ARTICLE_CONTENT_KINDS, TEMPLATE_TAGS } from '../constants';

import { caseFieldSchema } from './case-field';
import { initialCountsSchema } from './initial-counts';
import { lawyerSchema } from './lawyer';
import { articleLinkSchema, linkItemSchema } from './link-item';

/** An article as lists, sidebars and search results show it. */
export const articleSummarySchema = z.object({
  idx: z.number().int(),
  title: z.string(),
  /** The H1 intro. */
  intro: z.string(),
  /** The category (practice field) of the article and its name. */
  group_code: z.string(),
  group_name: z.string(),
  /** The case type of the article; successData is chosen by it. */
  type_idx: caseFieldSchema.shape.type_idx.nullable(),
  /** Cover (info) or case image (success, 382x510) URL. */
  img_url: z.string().nullable(),
  created_at: z.iso.datetime({ offset: true }),
  /**
   * The last edit of the article (its created_at until then): schema.org dateModified and the
   * sitemap's lastmod. Optional: an api from before this field sends none.
   */
  updated_at: z.iso.datetime({ offset: true }).optional(),
});

/** spec/site.md §3 Article template row. */
export const templateRowSchema = z.object({
  idx: z.number().int(),
  tag: z.enum(TEMPLATE_TAGS),
  tag_title: z.string(),
  description: z.string(),
  /** idx of the parent H2 of an H3 row; null for H1 and H2 rows. */
  parent: z.number().int().nullable(),
  /** spec/site.md §2: FAQ structured data applies only if some row has active_faq. */
  active_faq: z.boolean(),
  reference_is_use: z.boolean(),
  news_is_use: z.boolean(),
  youtube_is_use: z.boolean(),
  type_idx: z.number().int().nullable(),
  faqCount: z.number().int().nonnegative(),
});

/**
 * One block of contentsList, shown under the template row `template_idx`: body HTML (`text`),
 * or a FAQ element whose title is the question and whose body is the answer (`faq`).
 */
export const articleContentSchema = z.object({
  idx: z.number().int(),
  template_idx: z.number().int(),
  kind: z.enum(ARTICLE_CONTENT_KINDS),
  title: z.string().nullable(),
  /** Sanitized HTML. */
  body: z.string(),
});

/** An entry of the table of contents: one H2 row. */
export const h2ItemSchema = templateRowSchema.pick({ idx: true, tag_title: true });

/** imgData: the case image of the success variant (382x510). */
export const articleImageSchema = z.object({ img_url: z.string(), alt: z.string() });

/** spec/site.md §3 Article data, shared by both variants. */
export const articleDataSchema = articleSummarySchema.extend({
  template: z.array(templateRowSchema),
  contentsList: z.array(articleContentSchema),
  h2List: z.array(h2ItemSchema),
  /** The article's own lawyers; the sidebar fills up to 6 from groupTopTenLawyerList (§5). */
  lawyerData: z.array(lawyerSchema),
  /** Other fields (the current one excluded), as links. */
  fieldData: z.array(linkItemSchema),
  /** Success cases of the article's case type. */
  successData: z.array(articleSummarySchema),
  groupTopTenLawyerList: z.array(lawyerSchema),
  referenceLinkList: z.array(articleLinkSchema),
  newsLinkList: z.array(articleLinkSchema),
  shortsLinkList: z.array(articleLinkSchema),
  youtubeLinkList: z.array(articleLinkSchema),
  imgData: articleImageSchema.nullable(),
  initialData: initialCountsSchema,
  /** spec/site.md §2: from 2, the per-section FAQ wrapper becomes a plain container. */
  faqElementMaxCountInContents: z.number().int().nonnegative(),
});

export type ArticleSummary = z.infer<typeof articleSummarySchema>;
export type TemplateRow = z.infer<typeof templateRowSchema>;
export type ArticleContent = z.infer<typeof articleContentSchema>;
export type H2Item = z.infer<typeof h2ItemSchema>;
export type ArticleImage = z.infer<typeof articleImageSchema>;
export type ArticleData = z.infer<typeof articleDataSchema>;
