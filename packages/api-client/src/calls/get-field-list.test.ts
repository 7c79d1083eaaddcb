import { describe, expect, it } from 'vitest';

import { CONSULTING_FIELD_CODE } from '../constants';
import { createApiClient } from '../http/client';
import { itAccepts, itRejects } from '../test-utils/schema-cases';

import { fieldListQuerySchema, fieldListResponseSchema } from './get-field-list';
import { fieldListQueryOptions } from '../site/layout-queries';

describe('field list schemas', () => {
  itAccepts(fieldListQuerySchema, { code: 'corporation' });
  itRejects(fieldListQuerySchema, [
    ['a missing code', {}, 'code'],
    ['a code with spaces', { code: 'corporate law' }, 'code'],
    ['a code too long', { code: 'c'.repeat(51) }, 'code'],
  ]);
  itAccepts(fieldListResponseSchema, {
    result: true,
    data: {
      list: [
        { type_idx: 41, tag_title: '계약 분쟁' },
        { type_idx: 42, tag_title: '경영권 분쟁' },
      ],
    },
  });
  itRejects(fieldListResponseSchema, [
    [
      'type_idx as text',
      { result: true, data: { list: [{ type_idx: '41', tag_title: '계약 분쟁' }] } },
      'data.list.0.type_idx',
    ],
    [
      'a missing tag_title',
      { result: true, data: { list: [{ type_idx: 41 }] } },
      'data.list.0.tag_title',
    ],
  ]);
});

describe('fieldListQueryOptions', () => {
  it('lists the corporate fields by default (spec/site.md §7 #13)', () => {
    const options = fieldListQueryOptions(createApiClient({ baseUrl: 'http://127.0.0.1:9' }));
    expect(options.queryKey).toEqual(['field', 'list', CONSULTING_FIELD_CODE]);
    expect(CONSULTING_FIELD_CODE).toBe('corporation');
  });
});
