// spec/site.md §3 Field/case-type: the case fields of a category (calls #13 and #17, the
// sign-up interests of step 2).
import { z } from 'zod';

export const caseFieldSchema = z.object({
  type_idx: z.number().int(),
  tag_title: z.string(),
});

export type CaseField = z.infer<typeof caseFieldSchema>;
