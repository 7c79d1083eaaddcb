// One Legal Q&A entry (spec/site.md §2 /faq/detail/{idx}, §3 FAQ item): the question, the answer
// as HTML (gubun `ck`) or as an editor document, previous and next entries, and the side
// column's lists. Path ours.
import { z } from 'zod';

import { FAQ_GUBUN } from '../constants';
import { articleSummarySchema } from '../entities/article';
import { editorDocumentSchema } from '../entities/editor-document';
import { withData } from '../entities/envelope';
import { faqItemSchema } from '../entities/faq';
import { lawyerSchema } from '../entities/lawyer';
import { fillPath } from '../entities/request-fields';
import type { ApiClient } from '../http/client';
import { FAQ_DETAIL_PATH } from '../site/paths';

export { FAQ_DETAIL_PATH } from '../site/paths';

const faqDetailBaseSchema = faqItemSchema.extend({
  /** The entry's group; the back-to-list link goes to /faq/{code_desc}, or /faq for aiit. */
  code: z.string(),
  code_desc: z.string(),
  /** When the question was posted (ISO 8601 with offset); the page's QAPage names it. */
  created_at: z.iso.datetime({ offset: true }),
  pre_idx: z.number().int().nullable(),
  pre_title: z.string().nullable(),
  next_idx: z.number().int().nullable(),
  next_title: z.string().nullable(),
  // The side column shows only if one of these is not empty (spec/site.md §2).
  /** Success cases of the entry's field. */
  successList: z.array(articleSummarySchema),
  /** Info articles of the entry's field ("field cases"). */
  fieldList: z.array(articleSummarySchema),
  lawyerList: z.array(lawyerSchema),
});

export const faqDetailSchema = z.discriminatedUnion('gubun', [
  /** Sanitized HTML, shown as is. */
  faqDetailBaseSchema.extend({ gubun: z.literal(FAQ_GUBUN.html), answer: z.string() }),
  /** An editor document, shown in a read-only editor. */
  faqDetailBaseSchema.extend({ gubun: z.literal(FAQ_GUBUN.editor), answer: editorDocumentSchema }),
]);

export const faqDetailResponseSchema = withData(faqDetailSchema);

export type FaqDetail = z.infer<typeof faqDetailSchema>;
export type FaqDetailResponse = z.infer<typeof faqDetailResponseSchema>;

export function getFaqDetail(
  client: ApiClient,
  idx: number,
  signal?: AbortSignal,
): Promise<FaqDetailResponse> {
  return client.request(fillPath(FAQ_DETAIL_PATH, { idx }), {
    schema: faqDetailResponseSchema,
    signal,
  });
}
