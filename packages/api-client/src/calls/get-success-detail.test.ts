import { describe } from 'vitest';

import { articleData } from '../test-utils/fixtures';
import { itAccepts, itRejects } from '../test-utils/schema-cases';

import { successDetailResponseSchema } from './get-success-detail';

const success = {
  ...articleData,
  imgData: { img_url: '/static/success/88.svg', alt: '임금체불 진정 취하 결정문' },
  pn: {
    prev: null,
    next: { pathname: '/success/89', id: 89, title: '부당해고 구제신청 인용 사례' },
  },
};
const data = (value: unknown) => ({ result: true, data: value });

describe('successDetailResponseSchema', () => {
  itAccepts(successDetailResponseSchema, data(success));
  itRejects(successDetailResponseSchema, [
    ['a missing pn', data({ ...success, pn: undefined }), 'data.pn'],
    [
      'a neighbour with idx instead of id',
      data({
        ...success,
        pn: { prev: null, next: { pathname: '/success/89', idx: 89, title: 't' } },
      }),
      'data.pn.next.id',
    ],
    [
      'an image without alt',
      data({ ...success, imgData: { img_url: '/x.svg' } }),
      'data.imgData.alt',
    ],
  ]);
});
