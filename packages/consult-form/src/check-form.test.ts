import {
  PERSONAL_CONSULT_VALIDATION_MESSAGES,
  CONSULT_VALIDATION_MESSAGES,
  INVALID_REQUEST_MESSAGE,
  PLAIN_TEXT_MESSAGE,
  STORABLE_TEXT_MESSAGE,
} from '@lawfirm/api-client';
import { describe, expect, it } from 'vitest';

import { checkConsultForm, checkPersonalConsultForm } from './check-form';
import { INVALID_EMAIL_MESSAGE } from './constants';
import { EMPTY_VALUES } from './form-values';
import type { ConsultFormValues, FieldError } from './form-values';
import { EMPTY_PERSONAL_VALUES } from './personal-form-values';
import type { PersonalFormError, PersonalFormValues } from './personal-form-values';

const complete: ConsultFormValues = {
  ...EMPTY_VALUES,
  c_type: 'comp_suit',
  comp_name: '주식회사 한빛소프트',
  comp_managerName: '김민준',
  cc_tel: '01012345678',
  isCheck: true,
  isOver14: true,
};

describe('checkConsultForm: the §5 rules, then the api schema of call #12', () => {
  const rows: Array<[string, Partial<ConsultFormValues>, FieldError | undefined]> = [
    ['a complete form', {}, undefined],
    [
      'every optional field filled in',
      {
        comp_address: '서울특별시 강남구 테헤란로 152',
        comp_business: '소프트웨어 개발',
        comp_size: '직원 120명',
        comp_managerPos: '법무팀 팀장',
        comp_email: 'minjun.kim@hanbit.example',
        law_type_code: '42',
        contents: '1 < 2 인 조건의 계약 검토',
      },
      undefined,
    ],
    [
      'a §5 rule comes before the schema',
      { isOver14: false, comp_email: 'kim@' },
      { field: 'isOver14', message: CONSULT_VALIDATION_MESSAGES.isOver14 },
    ],
    [
      'a bad e-mail',
      { comp_email: 'kim@' },
      { field: 'comp_email', message: INVALID_EMAIL_MESSAGE },
    ],
    [
      'markup in the company name (sent as cc_name and detail.회사명)',
      { comp_name: '<b>한빛</b>' },
      { field: 'comp_name', message: PLAIN_TEXT_MESSAGE },
    ],
    [
      'a NUL character in the position',
      { comp_managerPos: '팀장\u0000' },
      { field: 'comp_managerPos', message: STORABLE_TEXT_MESSAGE },
    ],
    [
      'the first field in the form order when several are refused',
      { contents: '<i>메모</i>', comp_email: 'kim@', comp_address: '<p>서울' },
      { field: 'comp_address', message: PLAIN_TEXT_MESSAGE },
    ],
    [
      'a memo over 500 characters',
      { contents: '가'.repeat(501) },
      { field: 'contents', message: INVALID_REQUEST_MESSAGE },
    ],
    [
      'a case field that is no type_idx',
      { law_type_code: 'abc' },
      { field: 'law_type_code', message: INVALID_REQUEST_MESSAGE },
    ],
  ];

  it.each(rows)('%s', (_name, change, expected) => {
    expect(checkConsultForm({ ...complete, ...change })).toEqual(expected);
  });
});

describe("checkPersonalConsultForm: the individual form's rules, then the schema of call #12", () => {
  const person: PersonalFormValues = {
    ...EMPTY_PERSONAL_VALUES,
    name: '이서연',
    cc_tel: '01098765432',
    contents: '전세 보증금을 돌려받지 못하고 있습니다.',
    isCheck: true,
    isOver14: true,
  };
  const M = PERSONAL_CONSULT_VALIDATION_MESSAGES;
  const rows: Array<[string, Partial<PersonalFormValues>, PersonalFormError | undefined]> = [
    ['a complete form', {}, undefined],
    [
      'no consent, no name: consent first',
      { isCheck: false, name: '' },
      { field: 'isCheck', message: M.isCheck },
    ],
    ['a name of spaces', { name: '  ' }, { field: 'name', message: M.cc_name }],
    ['no contact', { cc_tel: '' }, { field: 'cc_tel', message: M.cc_tel }],
    ['no content', { contents: '' }, { field: 'contents', message: M.contents }],
    [
      'markup in the name',
      { name: '<b>이서연</b>' },
      { field: 'name', message: PLAIN_TEXT_MESSAGE },
    ],
    [
      'a contact too long',
      { cc_tel: '010987654321' },
      { field: 'cc_tel', message: INVALID_REQUEST_MESSAGE },
    ],
  ];
  it.each(rows)('%s', (_, change, expected) => {
    expect(checkPersonalConsultForm({ ...person, ...change })).toEqual(expected);
  });
});
