import { describe } from 'vitest';

import { itAccepts, itRejects, without } from '../test-utils/schema-cases';

import { centerFooterListResponseSchema } from './get-center-footer-list';
import type { CenterFooter } from './get-center-footer-list';

const footer: CenterFooter = {
  code: 'CT0000',
  company_name: '법무법인 한결',
  business_number: '214-86-12345',
  address: '서울특별시 서초구 법원로 10, 5층',
  representative: { title: '대표변호사', name: '한지우' },
  tel: '1800-7905',
  ad_lawyers: ['한지우', '서도윤'],
  social_links: [
    { kind: 'blog', name: '블로그', url: 'https://blog.example/hangyeol' },
    { kind: 'chat', name: '카카오톡 채널', url: 'https://chat.example/hangyeol' },
  ],
  brochure_url: '/static/brochures/main.pdf',
  consult_links: { corporate: '/consulting', individual: '/consult' },
};

describe('centerFooterListResponseSchema', () => {
  itAccepts(centerFooterListResponseSchema, {
    result: true,
    data: [footer, { ...footer, code: 'CT0023', tel: null, representative: null }],
  });
  itRejects(centerFooterListResponseSchema, [
    ['a missing data', { result: true }, 'data'],
    [
      'a representative without a name',
      { result: true, data: [{ ...footer, representative: { title: '대표변호사' } }] },
      'data.0.representative.name',
    ],
    ['a missing address', { result: true, data: [without(footer, 'address')] }, 'data.0.address'],
    [
      'an unknown social link kind',
      {
        result: true,
        data: [{ ...footer, social_links: [{ kind: 'fax', name: '팩스', url: 'x' }] }],
      },
      'data.0.social_links.0.kind',
    ],
    [
      'ad lawyers as one string',
      { result: true, data: [{ ...footer, ad_lawyers: '한지우, 서도윤' }] },
      'data.0.ad_lawyers',
    ],
    [
      'consult links missing one',
      { result: true, data: [{ ...footer, consult_links: { corporate: '/consulting' } }] },
      'data.0.consult_links.individual',
    ],
  ]);
});
