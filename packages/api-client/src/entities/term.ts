// spec/site.md §3 Terms: terms_code, terms_name (footer links to /common/term/{terms_code}).
import { z } from 'zod';

export const termSchema = z.object({
  terms_code: z.string(),
  terms_name: z.string(),
});

export type Term = z.infer<typeof termSchema>;
