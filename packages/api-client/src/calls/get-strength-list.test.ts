import { describe } from 'vitest';

import { initialCounts, strengthCommonData, strengthItem } from '../test-utils/fixtures';
import { itAccepts, itRejects, without } from '../test-utils/schema-cases';

import { strengthListResponseSchema } from './get-strength-list';

const list = {
  list: [strengthItem, { ...strengthItem, url: 'ai-strategy', title: 'AI·IT 소송 전략' }],
  common: strengthCommonData,
  initialData: initialCounts,
  consult_date: '2025-06-30',
};
const data = (value: unknown) => ({ result: true, data: value });

describe('strengthListResponseSchema', () => {
  itAccepts(strengthListResponseSchema, data(list));
  itRejects(strengthListResponseSchema, [
    [
      'description as one string',
      data({ ...list, list: [{ ...strengthItem, description: '한 줄' }] }),
      'data.list.0.description',
    ],
    [
      'a missing view_more_text',
      data({ ...list, list: [without(strengthItem, 'view_more_text')] }),
      'data.list.0.view_more_text',
    ],
    [
      'a missing centerCount',
      data({ ...list, initialData: without(initialCounts, 'centerCount') }),
      'data.initialData.centerCount',
    ],
    [
      'common data without return text',
      data({ ...list, common: without(strengthCommonData, 'return_main_text') }),
      'data.common.return_main_text',
    ],
  ]);
});
