// spec/site.md §3 Field/case-type: the case fields of a category (calls #13 and #17, the
// sign-up interests of step 2).
import { z } from 'zod';

export const caseFieldSchema = z.object({
  type_idx: z.number().int(),
  tag_title: z.string(),
  /**
   * Ours, on call #17 only: the name of the category the field belongs to, so that a select of
   * many fields (the individual form's) can group them.
   */
  group_name: z.string().optional(),
});

export type CaseField = z.infer<typeof caseFieldSchema>;
