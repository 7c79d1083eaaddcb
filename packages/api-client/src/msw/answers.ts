// The fake network's answers, one per call, each typed by the call's own response type and
// built from the shared fixtures: a renamed or retyped field fails to compile here.
import type { CenterFooterListResponse } from '../calls/get-center-footer-list';
import type { CenterListResponse } from '../calls/get-center-list';
import type { FaqListResponse } from '../calls/get-faq-list';
import type { FieldListResponse } from '../calls/get-field-list';
import type { FooterTermsResponse } from '../calls/get-footer-terms';
import type { LawyerListResponse } from '../calls/get-lawyer-list';
import type { OfficeListResponse } from '../calls/get-office-list';
import type { PopupTopListResponse } from '../calls/get-popup-top-list';
import type { StrengthListResponse } from '../calls/get-strength-list';
import type { SeoFieldListResponse } from '../calls/get-seo-field-list';
import type { TermDetailResponse } from '../calls/get-term-detail';
import { REGIONS } from '../constants';
import {
  faqItem,
  initialCounts,
  lawyer,
  office,
  strengthCommonData,
  strengthItem,
} from '../test-utils/fixtures';
import { firmFooter, footerTerms, groups, topBanner } from '../test-utils/layout-fixtures';

const centerList = { result: true, data: groups } satisfies CenterListResponse;

const centerFooterList = {
  result: true,
  data: [
    firmFooter,
    {
      ...firmFooter,
      code: 'CT0023',
      company_name: '법무법인 대륜 디지털포렌식센터',
      tel: '02-6000-0023',
      consult_links: {
        corporate: 'https://forensic.lawfirm.example/consulting',
        individual: 'https://forensic.lawfirm.example/consult',
      },
    },
  ],
} satisfies CenterFooterListResponse;

const footerTermsAnswer = {
  result: true,
  data: { list: footerTerms },
} satisfies FooterTermsResponse;

const popupTopList = { result: true, data: { list: [topBanner] } } satisfies PopupTopListResponse;

const officeList = {
  result: true,
  data: {
    list: REGIONS.map(({ key, name }) => ({
      key,
      name,
      offices: key === office.key ? [office] : [],
    })),
  },
} satisfies OfficeListResponse;

const lawyerList = {
  result: true,
  data: {
    list: [lawyer, { ...lawyer, idx: 4, lawyer_name: '서도윤', position: '파트너변호사' }],
    totalCount: 2,
  },
} satisfies LawyerListResponse;

const faqList = {
  result: true,
  data: { list: [faqItem], totalCount: 1 },
} satisfies FaqListResponse;

const strengthList = {
  result: true,
  data: {
    list: [strengthItem],
    common: strengthCommonData,
    initialData: initialCounts,
    consult_date: '2025-06-30',
  },
} satisfies StrengthListResponse;

/** Call #13 for code=corporation: the seeded case types of corporate legal work (CT0004). */
export const corporateFields = [
  { type_idx: 41, tag_title: '주주·경영권 분쟁' },
  { type_idx: 42, tag_title: '계약 검토·자문' },
  { type_idx: 43, tag_title: 'M&A·구조조정' },
  { type_idx: 44, tag_title: '채권 회수' },
  { type_idx: 45, tag_title: '투자 유치·스타트업' },
];

const fieldList = { result: true, data: { list: corporateFields } } satisfies FieldListResponse;

/** Call #17 for the whole firm (CT0000): the seeded fields of two categories, with their names. */
export const firmFields = [
  { type_idx: 46, tag_title: '협의이혼', group_name: '이혼' },
  { type_idx: 47, tag_title: '재판이혼', group_name: '이혼' },
  { type_idx: 48, tag_title: '재산분할', group_name: '이혼' },
  { type_idx: 66, tag_title: '사기·횡령', group_name: '형사' },
  { type_idx: 67, tag_title: '폭행·상해', group_name: '형사' },
];

const seoFieldList = { result: true, data: firmFields } satisfies SeoFieldListResponse;

/** One term (spec/site.md §2 /common/term/{terms_code}); the handler answers it for any code. */
const termDetail = {
  result: true,
  data: {
    terms_code: 'privacy-policy',
    terms_name: '개인정보처리방침',
    body: '<h2>제1조 (목적)</h2><p>법무법인은 상담 신청에 필요한 최소한의 개인정보만 수집합니다.</p>',
    effective_date: '2025-07-01',
  },
} satisfies TermDetailResponse;

export const answers = {
  seoFieldList,
  centerList,
  centerFooterList,
  footerTerms: footerTermsAnswer,
  popupTopList,
  officeList,
  lawyerList,
  faqList,
  strengthList,
  fieldList,
  termDetail,
};
