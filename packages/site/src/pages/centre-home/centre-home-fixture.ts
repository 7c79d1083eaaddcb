// The digital forensics centre (CT0023) as the api answers for its home, for the page's tests
// and story: its two categories (디지털포렌식 CT0029, 증거조사 CT0015), its fields (call #17),
// and per category its Q&A, articles and lawyers. Each answer is typed by the call's schema,
// and the handlers answer by the request's own query, so that a page asking for the wrong
// category gets the wrong category's answer. All names are fictional.
import { anyOrigin, answer, answers, jsonFor } from '@lawfirm/api-client/msw';
import {
  CENTER_LIST_PATH,
  FAQ_LIST_PATH,
  INFO_LIST_PATH,
  LAWYER_LIST_PATH,
  OFFICE_LIST_PATH,
  SEO_FIELD_LIST_PATH,
  STATISTICS_PATH,
  STRENGTH_LIST_PATH,
  SUCCESS_LIST_PATH,
  articleListResponseSchema,
  centerListResponseSchema,
  faqListResponseSchema,
  lawyerListResponseSchema,
  officeListResponseSchema,
  seoFieldListResponseSchema,
  statisticsResponseSchema,
  strengthListResponseSchema,
} from '@lawfirm/api-client/site';
import type { ArticleSummary, CaseField, Center, FaqItem, Lawyer } from '@lawfirm/api-client/site';
import { http } from 'msw';

import { STATISTICS_FIXTURE } from '../home/home-fixture';
import { MAP_REGIONS_FIXTURE } from '../map/map-fixture';
import { STRENGTH_LIST_FIXTURE } from '../strength/strength-fixture';

import type { CentreHomeData } from './load-centre-home';

export const CENTRE_CODE = 'CT0023';
export const CENTRE_NAME = '디지털포렌식센터';

/** The group list (call #1) with the centre and the categories it groups. */
export const CENTRE_GROUPS: Center[] = answers.centerList.data.map((group) =>
  group.code === CENTRE_CODE
    ? {
        ...group,
        code_name: CENTRE_NAME,
        code_desc: 'forensic-center',
        children: [
          { code: 'CT0029', code_name: '디지털포렌식', etc2: '/faq/digital-forensics' },
          { code: 'CT0015', code_name: '증거조사', etc2: '/faq/evidence' },
        ],
      }
    : group,
);

/** Call #17 for CT0023: the case types of its two categories. */
export const CENTRE_FIELDS: CaseField[] = [
  { type_idx: 2901, tag_title: '휴대전화·PC 포렌식' },
  { type_idx: 2902, tag_title: '삭제 데이터 복구' },
  { type_idx: 2903, tag_title: '디지털 증거 분석' },
  { type_idx: 1501, tag_title: '증거 수집·보전' },
  { type_idx: 1502, tag_title: '사실관계 조사' },
];

const faq = (idx: number, question: string, question_contents: string, hit: number): FaqItem => ({
  idx,
  question,
  question_contents,
  keyword: '',
  hit,
});

/** The newest Q&A of each category, by its code_desc; another category's for any other slug. */
export const CENTRE_FAQ: Record<string, FaqItem[]> = {
  'digital-forensics': [
    faq(
      412,
      '지운 카카오톡 대화도 포렌식으로 복구할 수 있나요?',
      '상대방이 협박성 메시지를 보낸 뒤 대화방을 나가고 메시지를 지웠습니다. 제 휴대전화에서 지워진 대화도 증거로 되살릴 수 있는지 궁금합니다.',
      3120,
    ),
    faq(
      405,
      '회사 PC에서 빼돌린 자료, 퇴사한 직원을 상대로 입증할 수 있을까요?',
      '퇴사한 직원이 영업 자료를 외장 하드로 옮긴 정황이 있습니다. 회사 PC 기록만으로 유출 사실을 입증할 수 있는지 알고 싶습니다.',
      1874,
    ),
    faq(
      398,
      '포렌식 결과를 법원에 증거로 내려면 무엇을 지켜야 하나요?',
      '직접 휴대전화를 분석 업체에 맡겼는데, 이 결과를 재판에서 증거로 쓸 수 있는지, 절차상 문제가 없는지 궁금합니다.',
      2210,
    ),
  ],
  evidence: [
    faq(
      377,
      '배우자의 부정행위 증거, 어디까지 직접 모아도 되나요?',
      '이혼 소송을 준비하고 있습니다. 차량 블랙박스나 위치 기록을 제가 직접 확보해도 불법이 되지 않는지 알고 싶습니다.',
      4502,
    ),
    faq(
      369,
      '거래처가 잠적했는데 재산을 찾을 방법이 있을까요?',
      '물품 대금 8천만 원을 받지 못한 채 거래처 대표와 연락이 끊겼습니다. 재산이나 소재를 합법적으로 조사할 방법이 있는지 궁금합니다.',
      1398,
    ),
  ],
};

/** A question of another category: the page must never show it. */
export const OTHER_CATEGORY_QUESTION = '협의이혼 숙려기간 중에도 재산분할을 합의할 수 있나요?';

const article = (
  idx: number,
  title: string,
  intro: string,
  [group_code, group_name]: [string, string],
  type_idx: number | null,
  created_at: string,
): ArticleSummary => ({
  idx,
  title,
  intro,
  group_code,
  group_name,
  type_idx,
  img_url: null,
  created_at,
});

const FORENSICS: [string, string] = ['CT0029', '디지털포렌식'];
const EVIDENCE: [string, string] = ['CT0015', '증거조사'];

/**
 * Success cases by category, newest first. Two are filed under no field of the centre (one
 * under none, one under a drunk-driving case type): the page must leave them out.
 */
export const CENTRE_SUCCESS: Record<string, ArticleSummary[]> = {
  CT0029: [
    article(
      731,
      '삭제된 메신저 대화 복구로 협박 혐의 입증, 가해자 징역형',
      '지워진 대화 3천여 건을 복구해 수사기관에 제출하고 실형 선고를 이끌어 냈습니다.',
      FORENSICS,
      2902,
      '2025-09-18T10:00:00+09:00',
    ),
    article(
      724,
      '퇴사자 영업비밀 유출, PC 포렌식으로 손해배상 2억 원 인정',
      '회사 PC의 USB 연결 기록과 클라우드 동기화 내역으로 유출 경로를 밝혔습니다.',
      FORENSICS,
      2901,
      '2025-08-02T10:00:00+09:00',
    ),
    article(
      715,
      '디지털포렌식센터, 기업 법무 담당자 대상 실무 세미나 개최',
      '사내 조사에서 디지털 증거를 다룰 때 유의할 점을 주제로 세미나를 열었습니다.',
      FORENSICS,
      null,
      '2025-10-01T10:00:00+09:00',
    ),
  ],
  CT0015: [
    article(
      702,
      '잠적한 거래처 대표의 은닉 재산 찾아 물품 대금 전액 회수',
      '합법적인 재산 조사로 차명 부동산을 찾아 가압류하고 8천만 원을 회수했습니다.',
      EVIDENCE,
      1502,
      '2025-09-30T10:00:00+09:00',
    ),
    article(
      690,
      '음주 측정 거부 혐의, 블랙박스 영상 분석으로 무혐의',
      '사고 당시 영상을 다시 분석해 측정 요구가 적법하지 않았음을 밝혔습니다.',
      EVIDENCE,
      1901,
      '2025-10-10T10:00:00+09:00',
    ),
  ],
};

/** Info articles by category, newest first. */
export const CENTRE_INFO: Record<string, ArticleSummary[]> = {
  CT0029: [
    article(
      655,
      '디지털포렌식, 증거능력을 인정받으려면 알아야 할 것',
      '무결성 검증과 참여권 보장 등 법원이 포렌식 결과를 증거로 받아들이는 조건을 정리했습니다.',
      FORENSICS,
      2903,
      '2025-07-21T10:00:00+09:00',
    ),
  ],
  CT0015: [
    article(
      640,
      '불륜 증거 수집, 합법과 불법의 경계',
      '위치 추적과 녹음이 언제 처벌 대상이 되는지, 소송에서 쓸 수 있는 증거는 무엇인지 알아봅니다.',
      EVIDENCE,
      1501,
      '2025-06-11T10:00:00+09:00',
    ),
  ],
};

const lawyer = (
  idx: number,
  lawyer_name: string,
  position: string,
  group_code: string,
): Lawyer => ({
  idx,
  lawyer_name,
  position,
  group_code,
  image: `/static/lawyers/lawyer-${String(idx).padStart(3, '0')}.svg`,
  intro: `${lawyer_name} 변호사는 디지털 증거가 쟁점인 사건을 오래 맡아 왔습니다.`,
});

/** Lawyers of the centre itself, then by category; one works in both and is shown once. */
export const CENTRE_LAWYERS: Record<string, Lawyer[]> = {
  CT0023: [lawyer(65, '한지우', '센터장', 'CT0023')],
  CT0029: [
    lawyer(61, '윤서진', '파트너변호사', 'CT0029'),
    lawyer(62, '배한결', '수석변호사', 'CT0029'),
  ],
  CT0015: [
    lawyer(63, '문채원', '파트너변호사', 'CT0015'),
    lawyer(62, '배한결', '수석변호사', 'CT0015'),
    lawyer(64, '조은호', '변호사', 'CT0015'),
  ],
};

/** What the handlers were asked, path and query (`/api/faq/list?code_desc=evidence`), in order. */
export type RequestLog = string[];

/** The centre's calls; `log` collects the path and query of each request answered. */
export function centreHomeHandlers(log?: RequestLog) {
  const logged = (request: Request) => {
    const url = new URL(request.url);
    log?.push(`${url.pathname}${url.search}`);
    return url.searchParams;
  };
  const articleHandler = (path: string, byCode: Record<string, ArticleSummary[]>) =>
    http.get(anyOrigin(path), ({ request }) => {
      const list = byCode[logged(request).get('group_code') ?? ''] ?? [];
      return jsonFor(articleListResponseSchema, {
        result: true,
        data: { list, totalCount: list.length },
      });
    });
  return [
    http.get(anyOrigin(CENTER_LIST_PATH), ({ request }) => {
      logged(request);
      return jsonFor(centerListResponseSchema, { result: true, data: CENTRE_GROUPS });
    }),
    http.get(anyOrigin(SEO_FIELD_LIST_PATH), ({ request }) => {
      const code = logged(request).get('center_code');
      return jsonFor(seoFieldListResponseSchema, {
        result: true,
        data: code === CENTRE_CODE ? CENTRE_FIELDS : [],
      });
    }),
    http.get(anyOrigin(FAQ_LIST_PATH), ({ request }) => {
      const slug = logged(request).get('code_desc') ?? '';
      const list = CENTRE_FAQ[slug] ?? [faq(1, OTHER_CATEGORY_QUESTION, '숙려기간 중입니다.', 10)];
      return jsonFor(faqListResponseSchema, {
        result: true,
        data: { list, totalCount: list.length },
      });
    }),
    articleHandler(SUCCESS_LIST_PATH, CENTRE_SUCCESS),
    articleHandler(INFO_LIST_PATH, CENTRE_INFO),
    http.get(anyOrigin(LAWYER_LIST_PATH), ({ request }) => {
      const list = CENTRE_LAWYERS[logged(request).get('group_code') ?? ''] ?? [];
      return jsonFor(lawyerListResponseSchema, {
        result: true,
        data: { list, totalCount: list.length },
      });
    }),
    answer(STRENGTH_LIST_PATH, strengthListResponseSchema, {
      result: true,
      data: STRENGTH_LIST_FIXTURE,
    }),
    answer(OFFICE_LIST_PATH, officeListResponseSchema, {
      result: true,
      data: { list: MAP_REGIONS_FIXTURE },
    }),
    answer(STATISTICS_PATH, statisticsResponseSchema, { result: true, data: STATISTICS_FIXTURE }),
  ];
}

/** What `loadCentreHome` returns for CT0023 when every call answers (the story's props). */
export const CENTRE_HOME_DATA: CentreHomeData = {
  centerCode: CENTRE_CODE,
  name: CENTRE_NAME,
  categories: [
    { code: 'CT0029', name: '디지털포렌식', faqSlug: 'digital-forensics' },
    { code: 'CT0015', name: '증거조사', faqSlug: 'evidence' },
  ],
  loaded: {
    fields: true,
    strengths: true,
    offices: true,
    statistics: true,
    faq: ['digital-forensics', 'evidence'],
    success: ['CT0029', 'CT0015'],
    info: ['CT0029', 'CT0015'],
    lawyers: ['CT0023', 'CT0029', 'CT0015'],
  },
};
