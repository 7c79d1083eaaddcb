// Q&A data for the pages' tests and stories, checked against the api-client's schemas so that
// they stay what the api sends.
import { faqDetailSchema, faqGroupSchema, faqItemSchema } from '@lawfirm/api-client/site';
import type { FaqDetail, FaqGroup, FaqItem } from '@lawfirm/api-client/site';

const GROUP_NAMES: Array<[string, string, string]> = [
  ['CT0004', '기업법무', 'corporation'],
  ['CT0014', '지식재산', 'intellectual-property'],
  ['CT0026', '공정거래', 'fair-trade'],
  ['CT0007', '건설·부동산', 'construction'],
  ['CT0005', '이혼', 'divorce'],
  ['CT0006', '상속·가사', 'inheritance'],
  ['CT0012', '조세', 'tax'],
  ['CT0001', '형사', 'criminal'],
  ['CT0002', '성범죄', 'sexual-crime'],
  ['CT0013', '마약', 'drug'],
  ['aiit', 'AI·IT', 'aiit'],
];

export const FAQ_GROUPS_FIXTURE: FaqGroup[] = GROUP_NAMES.map(([code, code_name, code_desc]) =>
  faqGroupSchema.parse({ code, code_name, code_desc }),
);

export function faqItemFixture(idx: number, overrides: Partial<FaqItem> = {}): FaqItem {
  return faqItemSchema.parse({
    idx,
    question: `이혼할 때 재산분할은 어떻게 하나요? (${idx})`,
    question_contents:
      '결혼한 지 10년이 되었고 함께 마련한 아파트가 있습니다. 이혼하면 아파트를 어떻게 나누게 되는지, 제가 전업주부였어도 절반을 받을 수 있는지 궁금합니다.',
    keyword: '이혼,재산분할',
    hit: 1234 + idx,
    ...overrides,
  });
}

const base = {
  ...faqItemFixture(7),
  keyword: '재산분할, 이혼 ,, 위자료,이혼',
  code: 'CT0005',
  code_desc: 'divorce',
  created_at: '2024-01-08T09:00:00+09:00',
  pre_idx: 6,
  pre_title: '협의이혼 절차는 얼마나 걸리나요?',
  next_idx: null,
  next_title: null,
  successList: [],
  fieldList: [],
  lawyerList: [],
};

/** An HTML answer (gubun ck) holding a script and a handler, which the page must drop. */
export const FAQ_DETAIL_HTML_FIXTURE: FaqDetail = faqDetailSchema.parse({
  ...base,
  gubun: 'ck',
  answer:
    '<p>재산분할은 <strong>기여도</strong>에 따라 정해집니다.</p><script>window.hacked = true</script><p onclick="alert(1)">가사노동도 기여로 인정됩니다.</p>',
});

/** An editor answer (any other gubun). */
export const FAQ_DETAIL_EDITOR_FIXTURE: FaqDetail = faqDetailSchema.parse({
  ...base,
  idx: 8,
  code: 'aiit',
  code_desc: 'aiit',
  pre_idx: null,
  pre_title: null,
  next_idx: 9,
  next_title: 'AI 서비스 약관은 어떻게 검토하나요?',
  gubun: 'editor',
  answer: {
    type: 'doc',
    content: [
      { type: 'paragraph', content: [{ type: 'text', text: '안녕하세요. 답변드립니다.' }] },
      { type: 'heading', attrs: { level: 3 }, content: [{ type: 'text', text: '핵심 답변' }] },
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: '기여도가 중요합니다.', marks: [{ type: 'bold' }] },
          { type: 'hardBreak' },
          {
            type: 'text',
            text: '자세한 안내',
            marks: [{ type: 'link', attrs: { href: '/choice' } }],
          },
          {
            type: 'text',
            text: '위험한 링크',
            marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }],
          },
        ],
      },
      {
        type: 'bulletList',
        content: [
          {
            type: 'listItem',
            content: [{ type: 'paragraph', content: [{ type: 'text', text: '첫째 항목' }] }],
          },
          {
            type: 'listItem',
            content: [{ type: 'paragraph', content: [{ type: 'text', text: '둘째 항목' }] }],
          },
        ],
      },
    ],
  },
  successList: [
    {
      idx: 31,
      title: '재산분할 60% 인정 사례',
      intro: '전업주부의 기여도를 인정받았습니다.',
      group_code: 'CT0005',
      group_name: '이혼',
      type_idx: null,
      img_url: null,
      created_at: '2025-03-01T09:00:00+09:00',
    },
  ],
});
