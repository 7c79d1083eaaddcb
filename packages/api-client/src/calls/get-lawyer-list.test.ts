import { describe } from 'vitest';

import { lawyer } from '../test-utils/fixtures';
import { itAccepts, itRejects, without } from '../test-utils/schema-cases';

import { lawyerListQuerySchema, lawyerListResponseSchema } from './get-lawyer-list';

describe('lawyer list schemas', () => {
  itAccepts(
    lawyerListQuerySchema,
    { group_code: 'CT0004' },
    { group_code: 'CT0004', pageNumber: 1, pageSize: 12 },
  );
  itRejects(lawyerListQuerySchema, [
    ['a group that is not a code', { group_code: '기업법무' }, 'group_code'],
    ['a page size of text', { pageSize: 'all' }, 'pageSize'],
  ]);
  itAccepts(lawyerListResponseSchema, { result: true, data: { list: [lawyer], totalCount: 42 } });
  itRejects(lawyerListResponseSchema, [
    [
      'a lawyer without position',
      { result: true, data: { list: [without(lawyer, 'position')], totalCount: 1 } },
      'data.list.0.position',
    ],
  ]);
});
