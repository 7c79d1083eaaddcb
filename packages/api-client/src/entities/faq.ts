// spec/site.md §3 FAQ group and FAQ item, as the lists show them. The detail adds the answer
// (calls/get-faq-detail.ts).
import { z } from 'zod';

export const faqGroupSchema = z.object({
  code: z.string(),
  code_name: z.string(),
  /** Slug of the /faq/{code_desc} list. */
  code_desc: z.string(),
});

export const faqItemSchema = z.object({
  idx: z.number().int(),
  question: z.string(),
  /** The question's text; the list shows an excerpt of it. */
  question_contents: z.string(),
  /** Comma-separated keyword chips. */
  keyword: z.string(),
  hit: z.number().int().nonnegative(),
});

export type FaqGroup = z.infer<typeof faqGroupSchema>;
export type FaqItem = z.infer<typeof faqItemSchema>;
