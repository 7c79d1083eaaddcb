import { describe, expect, it } from 'vitest';

import { SLUG_MAX_LENGTH } from '../constants';
import { slugSchema } from '../entities/request-fields';
import { isSlug } from './slug';

describe('isSlug (the api slugSchema without zod)', () => {
  it.each([
    'after-care',
    'ai_strategy',
    'CT0001',
    'a'.repeat(SLUG_MAX_LENGTH),
    'a'.repeat(SLUG_MAX_LENGTH + 1),
    '',
    'a.b',
    '1.5',
    '<a',
    'x y',
    'nul\u0000',
    '이혼',
    '../etc',
  ])('answers %j as the api does', (value) => {
    expect(isSlug(value)).toBe(slugSchema.safeParse(value).success);
  });
});
