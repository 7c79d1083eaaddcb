import {
  CONSULT_VALIDATION_MESSAGES as SHARED_MESSAGES,
  INQUIRY_TYPES as SHARED_INQUIRY_TYPES,
} from '@lawfirm/api-client';
import { describe, expect, it } from 'vitest';

import { CONSULT_VALIDATION_MESSAGES, INQUIRY_TYPES } from './constants';
import { validateConsultRequest, type ConsultField, type ConsultRequestInput } from './validate';

const complete: ConsultRequestInput = {
  isCheck: true,
  isOver14: true,
  c_type: 'comp_consult',
  comp_name: '주식회사 한빛',
  comp_managerName: '김민준',
  cc_tel: '01012345678',
};

// Each row breaks one or more rules; the expected message is the earliest broken rule's,
// in the order of spec/site.md §5.
const rows: Array<[string, Partial<ConsultRequestInput>, ConsultField, string]> = [
  [
    'privacy consent unchecked',
    { isCheck: false },
    'isCheck',
    '개인정보 수집·이용에 동의해 주세요.',
  ],
  ['over-14 unchecked', { isOver14: false }, 'isOver14', '만 14세 이상인지 확인해 주세요.'],
  ['no inquiry type', { c_type: '' }, 'c_type', '문의 유형을 선택해 주세요.'],
  [
    'unknown inquiry type',
    { c_type: 'comp_other' as ConsultRequestInput['c_type'] },
    'c_type',
    '문의 유형을 선택해 주세요.',
  ],
  ['no company name', { comp_name: '' }, 'comp_name', '회사명을 입력해 주세요.'],
  ['blank company name', { comp_name: '   ' }, 'comp_name', '회사명을 입력해 주세요.'],
  ['no manager name', { comp_managerName: '' }, 'comp_managerName', '담당자 성함을 입력해 주세요.'],
  [
    'blank manager name',
    { comp_managerName: '\t' },
    'comp_managerName',
    '담당자 성함을 입력해 주세요.',
  ],
  ['no contact', { cc_tel: '' }, 'cc_tel', '연락처를 입력해 주세요.'],
  ['contact without digits', { cc_tel: ' - ' }, 'cc_tel', '연락처를 입력해 주세요.'],
  [
    'everything missing: consent comes first',
    {
      isCheck: false,
      isOver14: false,
      c_type: '',
      comp_name: '',
      comp_managerName: '',
      cc_tel: '',
    },
    'isCheck',
    '개인정보 수집·이용에 동의해 주세요.',
  ],
  [
    'over-14 before the inquiry type and the texts',
    { isOver14: false, c_type: '', comp_name: '', cc_tel: '' },
    'isOver14',
    '만 14세 이상인지 확인해 주세요.',
  ],
  [
    'inquiry type before the company name',
    { c_type: '', comp_name: '' },
    'c_type',
    '문의 유형을 선택해 주세요.',
  ],
  [
    'company name before the manager name',
    { comp_name: '', comp_managerName: '' },
    'comp_name',
    '회사명을 입력해 주세요.',
  ],
  [
    'manager name before the contact',
    { comp_managerName: '', cc_tel: '' },
    'comp_managerName',
    '담당자 성함을 입력해 주세요.',
  ],
];

describe('validateConsultRequest (spec/site.md §5 order)', () => {
  it.each(rows)('%s', (_name, change, field, message) => {
    expect(validateConsultRequest({ ...complete, ...change })).toEqual({
      valid: false,
      field,
      message,
    });
  });

  it.each([
    ['the complete form', {}],
    ['corporate litigation', { c_type: 'comp_suit' as const }],
    ['a hyphenated contact', { cc_tel: '02-123-4567' }],
  ])('accepts %s', (_name, change) => {
    expect(validateConsultRequest({ ...complete, ...change })).toEqual({ valid: true });
  });
});

describe('the form and the api', () => {
  // The api answers a broken rule with api-client's messages: the form must show the same
  // words for the same rule.
  it('share the messages and the inquiry types', () => {
    expect(CONSULT_VALIDATION_MESSAGES).toEqual(SHARED_MESSAGES);
    expect(INQUIRY_TYPES).toEqual(SHARED_INQUIRY_TYPES);
  });
});
