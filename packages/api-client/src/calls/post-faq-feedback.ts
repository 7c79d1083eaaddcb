// A Legal Q&A detail's "was this answer helpful?" (spec/site.md §2 "a feedback component"). The
// spec gives the component no call; ours records each answer: POST /api/faq/{idx}/feedback
// {helpful}, answered `{ result }`, 404 for a question that does not exist.
import { z } from 'zod';

import { resultSchema } from '../entities/envelope';
import type { ResultResponse } from '../entities/envelope';
import { fillPath } from '../entities/request-fields';
import type { ApiClient } from '../http/client';
import { FAQ_FEEDBACK_PATH } from '../site/paths';

export { FAQ_FEEDBACK_PATH } from '../site/paths';

export const faqFeedbackBodySchema = z.strictObject({
  /** true: the answer helped; false: it fell short. */
  helpful: z.boolean(),
});

export type FaqFeedbackBodyInput = z.input<typeof faqFeedbackBodySchema>;

export function postFaqFeedback(
  client: ApiClient,
  idx: number,
  body: FaqFeedbackBodyInput,
): Promise<ResultResponse> {
  return client.request(fillPath(FAQ_FEEDBACK_PATH, { idx }), {
    method: 'POST',
    body,
    schema: resultSchema,
  });
}
