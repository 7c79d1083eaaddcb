// spec/site.md §2 Strengths pages and §3 Strength item / Strength page data / Common data.
import { z } from 'zod';

export const strengthItemSchema = z.object({
  /** The /strength/{url} slug. */
  url: z.string(),
  title: z.string(),
  subTitle: z.string(),
  /**
   * Lines of the tile and detail block, with the markers of spec/site.md §2 left in: ">"
   * starts a sub-bullet, "*" a grey footnote, *consult_date* the date footnote, and the count
   * placeholders (pro_count, experience_cnt, …) are filled by the site from initial data.
   */
  description: z.array(z.string()),
  /** Hex colour without #. */
  color: z.string(),
  view_more_text: z.string(),
  /** Image URL (list_01 … list_11). */
  img: z.string(),
});

/** One of the two system blocks of a detail page; HTML is allowed in title and desc. */
export const strengthSystemSchema = z.object({
  title: z.string(),
  desc: z.string(),
  list: z.array(z.string()),
});

/** A lawyer circle of a detail page. */
export const strengthLawyerLinkSchema = z.object({
  url: z.string(),
  color: z.string(),
  title: z.string(),
  buttonText: z.string(),
});

export const strengthPageDataSchema = z.object({
  title_1: z.string(),
  title_2: z.string(),
  // Two systems, always; an array of exactly two rather than a tuple, which the common OpenAPI
  // linters misread.
  system_list: z.array(strengthSystemSchema).length(2),
  consult_step_1_title: z.string(),
  consult_step_1_desc: z.string(),
  consult_step_2_title: z.string(),
  consult_step_2_desc: z.string(),
  lawyer_title_1: z.string(),
  lawyer_title_2: z.string(),
  lawyer_link_list: z.array(strengthLawyerLinkSchema),
});

/** spec/site.md §3 Common data of the strength pages. */
export const strengthCommonDataSchema = z.object({
  /** The strength pages' menu: one entry per strength. */
  menu: z.array(z.object({ name: z.string(), path: z.string() })),
  view_more_section_title: z.string(),
  view_more_list: z.array(
    strengthItemSchema.pick({ url: true, title: true, view_more_text: true }),
  ),
  return_main_text: z.string(),
});

export type StrengthItem = z.infer<typeof strengthItemSchema>;
export type StrengthSystem = z.infer<typeof strengthSystemSchema>;
export type StrengthLawyerLink = z.infer<typeof strengthLawyerLinkSchema>;
export type StrengthPageData = z.infer<typeof strengthPageDataSchema>;
export type StrengthCommonData = z.infer<typeof strengthCommonDataSchema>;
