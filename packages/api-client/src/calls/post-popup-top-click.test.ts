import { describe } from 'vitest';

import { itAccepts, itRejects } from '../test-utils/schema-cases';

import { popupTopClickBodySchema } from './post-popup-top-click';

describe('popupTopClickBodySchema', () => {
  itAccepts(popupTopClickBodySchema, { idx: 12 });
  itRejects(popupTopClickBodySchema, [
    ['a missing idx', {}, 'idx'],
    ['idx as text', { idx: '12' }, 'idx'],
    ['idx 0', { idx: 0 }, 'idx'],
    ['a fractional idx', { idx: 1.5 }, 'idx'],
    ['an extra field', { idx: 1, banner: '<script>' }, ''],
  ]);
});
