// A lawyer of the firm (all fictional in the seed): article sidebars (lawyerData,
// groupTopTenLawyerList), FAQ detail, the lawyer list and the search.
import { z } from 'zod';

export const lawyerSchema = z.object({
  idx: z.number().int(),
  /** spec/site.md §5 Lawyer sidebar: duplicates are skipped by lawyer_name. */
  lawyer_name: z.string(),
  /** Title under the name, e.g. 대표변호사. */
  position: z.string(),
  /** The group the lawyer belongs to. */
  group_code: z.string(),
  /** Portrait URL on the static host. */
  image: z.string(),
  intro: z.string(),
});

export type Lawyer = z.infer<typeof lawyerSchema>;
