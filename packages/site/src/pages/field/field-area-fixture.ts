// Practice fields for the page's tests and stories, checked against the api-client's schemas.
import { caseFieldSchema, centerSchema } from '@lawfirm/api-client/site';
import type { Center } from '@lawfirm/api-client/site';

import { FAQ_GROUPS_FIXTURE, faqItemFixture } from '../faq/faq-fixture';

import type { PracticeArea } from './practice-area';

const CASE_TYPES: Record<string, string[]> = {
  CT0004: ['주주·경영권 분쟁', '계약 검토·자문', 'M&A·구조조정', '채권 회수'],
  CT0005: ['협의이혼', '재판이혼', '재산분할', '양육권·양육비', '상간자 소송'],
  CT0001: ['사기·횡령', '폭행·상해', '명예훼손·모욕', '구속·영장 대응'],
};

const AIIT_QUESTIONS = [
  '생성형 AI로 만든 이미지를 상업적으로 써도 되나요?',
  '앱 서비스의 개인정보 처리방침은 어떻게 써야 하나요?',
  '외주 개발한 소프트웨어의 저작권은 누구에게 있나요?',
  '플랫폼 입점 계약을 일방적으로 해지당했습니다.',
].map((question, index) => faqItemFixture(900 + index, { question }));

/**
 * Every fixture category; a few with case types, the Q&A-only aiit without, its questions
 * listed instead.
 */
export const PRACTICE_AREAS_FIXTURE: PracticeArea[] = FAQ_GROUPS_FIXTURE.map((group, index) => ({
  group,
  fields: (CASE_TYPES[group.code] ?? (group.code === 'aiit' ? [] : ['상담', '소송'])).map(
    (tag_title, typeIndex) =>
      caseFieldSchema.parse({ type_idx: index * 10 + typeIndex + 1, tag_title }),
  ),
  ...(group.code === 'aiit' ? { questions: AIIT_QUESTIONS } : {}),
}));

/** The group list's centres: one that groups fixture fields, one whose fields are not here. */
export const CENTERS_FIXTURE: Center[] = [
  { code: 'CT0000', code_name: '법무법인 대륜', children: [] },
  {
    code: 'ICT0005',
    code_name: '기업자문그룹',
    children: [
      { code: 'CT0004', code_name: '기업법무', etc2: '/faq/corporation' },
      { code: 'CT0026', code_name: '공정거래', etc2: '/faq/fair-trade' },
    ],
  },
  {
    code: 'CT0023',
    code_name: '디지털포렌식센터',
    children: [{ code: 'CT0029', code_name: '디지털포렌식', etc2: '/faq/digital-forensics' }],
  },
].map(({ code, code_name, children }) =>
  centerSchema.parse({
    code,
    code_name,
    code_desc: code.toLowerCase(),
    parent_code: children.length > 0 ? 'centre' : null,
    etc: null,
    domain: null,
    gubun: children.length > 0 ? 'center' : 'firm',
    children,
  }),
);
