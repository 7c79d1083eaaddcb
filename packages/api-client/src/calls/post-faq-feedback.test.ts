import { describe } from 'vitest';

import { itAccepts, itRejects } from '../test-utils/schema-cases';

import { faqFeedbackBodySchema } from './post-faq-feedback';

describe('faqFeedbackBodySchema', () => {
  itAccepts(faqFeedbackBodySchema, { helpful: true });
  itAccepts(faqFeedbackBodySchema, { helpful: false });
  itRejects(faqFeedbackBodySchema, [
    ['a missing answer', {}, 'helpful'],
    ['the answer as text', { helpful: 'yes' }, 'helpful'],
    ['the answer as a number', { helpful: 1 }, 'helpful'],
    ['an extra field', { helpful: true, comment: '<script>' }, ''],
  ]);
});
