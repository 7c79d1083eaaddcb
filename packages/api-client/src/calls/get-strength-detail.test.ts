import { describe } from 'vitest';

import {
  initialCounts,
  strengthCommonData,
  strengthItem,
  strengthPageData,
} from '../test-utils/fixtures';
import { itAccepts, itRejects } from '../test-utils/schema-cases';

import { strengthDetailParamsSchema, strengthDetailResponseSchema } from './get-strength-detail';

const detail = {
  item: strengthItem,
  page: strengthPageData,
  common: strengthCommonData,
  initialData: initialCounts,
  consult_date: '2025-06-30',
};
const data = (value: unknown) => ({ result: true, data: value });

describe('strength detail schemas', () => {
  itAccepts(strengthDetailParamsSchema, { url: 'task-force' });
  itRejects(strengthDetailParamsSchema, [
    ['a url with a slash', { url: 'a/b' }, 'url'],
    ['a url too long', { url: 'x'.repeat(51) }, 'url'],
  ]);
  itAccepts(strengthDetailResponseSchema, data(detail));
  itRejects(strengthDetailResponseSchema, [
    [
      'one system block',
      data({
        ...detail,
        page: { ...strengthPageData, system_list: [strengthPageData.system_list[0]] },
      }),
      'data.page.system_list',
    ],
    [
      'a lawyer link without buttonText',
      data({
        ...detail,
        page: { ...strengthPageData, lawyer_link_list: [{ url: '/', color: 'fff', title: 't' }] },
      }),
      'data.page.lawyer_link_list.0.buttonText',
    ],
    ['a missing item', data({ ...detail, item: undefined }), 'data.item'],
  ]);
});
