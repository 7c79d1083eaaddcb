import { describe, expect, it } from 'vitest';

import { CONSULT_VALIDATION_MESSAGES } from '../constants';

import { CONSULTATION_RULES, checkConsultationRules } from './consultation-rules';
import type { ConsultationRuleField, ConsultationRuleInput } from './consultation-rules';

const complete: ConsultationRuleInput = {
  isCheck: true,
  isOver14: true,
  c_type: 'comp_suit',
  comp_name: '주식회사 다온테크',
  comp_managerName: '윤서연',
  cc_tel: '01098765432',
};

// Each row breaks one or more rules; the earliest broken rule of spec/site.md §5 must win.
const rows: Array<[string, Partial<ConsultationRuleInput>, ConsultationRuleField]> = [
  ['consent unchecked', { isCheck: false }, 'isCheck'],
  ['over-14 unchecked', { isOver14: false }, 'isOver14'],
  ['no inquiry type', { c_type: '' }, 'c_type'],
  ['an unknown inquiry type', { c_type: 'comp_other' }, 'c_type'],
  ['no company name', { comp_name: '' }, 'comp_name'],
  ['a blank company name', { comp_name: ' \t ' }, 'comp_name'],
  ['no manager name', { comp_managerName: '' }, 'comp_managerName'],
  ['no contact', { cc_tel: '' }, 'cc_tel'],
  ['a contact without digits', { cc_tel: ' - ' }, 'cc_tel'],
  [
    'everything broken: consent first',
    {
      isCheck: false,
      isOver14: false,
      c_type: '',
      comp_name: '',
      comp_managerName: '',
      cc_tel: '',
    },
    'isCheck',
  ],
  ['over-14 before the rest', { isOver14: false, c_type: '', cc_tel: '' }, 'isOver14'],
  ['inquiry type before the company', { c_type: '', comp_name: '' }, 'c_type'],
  ['company before the manager', { comp_name: '', comp_managerName: '' }, 'comp_name'],
  ['manager before the contact', { comp_managerName: '', cc_tel: '' }, 'comp_managerName'],
];

describe('checkConsultationRules (spec/site.md §5 order)', () => {
  it('checks the fields in the spec order', () => {
    expect(CONSULTATION_RULES.map((rule) => rule.field)).toEqual([
      'isCheck',
      'isOver14',
      'c_type',
      'comp_name',
      'comp_managerName',
      'cc_tel',
    ]);
  });

  it.each(rows)('reports %s', (_name, change, field) => {
    expect(checkConsultationRules({ ...complete, ...change })).toEqual({
      field,
      message: CONSULT_VALIDATION_MESSAGES[field],
    });
  });

  it.each([
    ['the complete request', {}],
    ['corporate legal advice', { c_type: 'comp_consult' }],
    ['a hyphenated contact', { cc_tel: '02-123-4567' }],
  ])('passes %s', (_name, change) => {
    expect(checkConsultationRules({ ...complete, ...change })).toBeUndefined();
  });

  it('answers in Korean', () => {
    expect(checkConsultationRules({ ...complete, isCheck: false })?.message).toBe(
      '개인정보 수집·이용에 동의해 주세요.',
    );
  });
});
