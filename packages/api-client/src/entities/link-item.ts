// spec/site.md §3 Link-list item: idx, title, link. Items with an empty title are hidden by
// the site, so an empty title is valid data.
import { z } from 'zod';

export const linkItemSchema = z.object({
  idx: z.number().int(),
  title: z.string(),
  link: z.string(),
});

/**
 * spec/site.md §3 Article data: reference, news, shorts and youtube links each carry tag_idx,
 * the idx of the template row (H2 or H3) they are shown under.
 */
export const articleLinkSchema = linkItemSchema.extend({ tag_idx: z.number().int() });

export type LinkItem = z.infer<typeof linkItemSchema>;
export type ArticleLink = z.infer<typeof articleLinkSchema>;
