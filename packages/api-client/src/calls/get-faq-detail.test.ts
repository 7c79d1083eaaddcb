import { describe } from 'vitest';

import { articleSummary, faqItem, lawyer } from '../test-utils/fixtures';
import { itAccepts, itRejects } from '../test-utils/schema-cases';

import { faqDetailResponseSchema } from './get-faq-detail';

const base = {
  ...faqItem,
  code: 'CT0005',
  code_desc: 'divorce',
  created_at: '2024-01-08T09:00:00+09:00',
  pre_idx: 511,
  pre_title: '양육권 변경 청구는 언제 할 수 있나요?',
  next_idx: null,
  next_title: null,
  successList: [articleSummary],
  fieldList: [],
  lawyerList: [lawyer],
};
const html = {
  ...base,
  gubun: 'ck',
  answer: '<p>협의서 작성 후에도 <strong>사기·착오</strong>가 있으면 다툴 수 있습니다.</p>',
};
const editor = {
  ...base,
  gubun: 'editor',
  answer: {
    type: 'doc',
    content: [{ type: 'paragraph', content: [{ type: 'text', text: '다툴 수 있습니다.' }] }],
  },
};

describe('faqDetailResponseSchema', () => {
  itAccepts(faqDetailResponseSchema, { result: true, data: html });
  itAccepts(faqDetailResponseSchema, { result: true, data: editor });
  itRejects(faqDetailResponseSchema, [
    [
      'an HTML answer marked as editor',
      { result: true, data: { ...html, gubun: 'editor' } },
      'data.answer',
    ],
    [
      'a document marked as HTML',
      { result: true, data: { ...editor, gubun: 'ck' } },
      'data.answer',
    ],
    ['an unknown gubun', { result: true, data: { ...html, gubun: 'md' } }, 'data.gubun'],
    [
      'a missing next_idx',
      { result: true, data: { ...html, next_idx: undefined } },
      'data.next_idx',
    ],
    [
      'a posting date without its offset',
      { result: true, data: { ...html, created_at: '2024-01-08 09:00' } },
      'data.created_at',
    ],
    [
      'a lawyer without name',
      { result: true, data: { ...html, lawyerList: [{ ...lawyer, lawyer_name: undefined }] } },
      'data.lawyerList.0.lawyer_name',
    ],
  ]);
});
