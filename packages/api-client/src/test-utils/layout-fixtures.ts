// What every page's layout fetches (spec/site.md §7 #1 to #4): the groups, the firm's footer
// row, the footer terms and a top banner. Realistic Korean examples, all names fictional;
// shared by the fake network (src/msw) and the site's tests and stories.
import type { Center } from '../calls/get-center-list';
import type { CenterFooter } from '../calls/get-center-footer-list';
import type { PopupBanner } from '../calls/get-popup-top-list';
import type { Term } from '../entities/term';
import { fixturePage, fixtureSubSite } from './fixture-links';

/** A field group with no site of its own; `extra` sets the rest. */
export const centerGroup = (
  code: string,
  code_name: string,
  extra: Partial<Center> = {},
): Center => ({
  code,
  code_name,
  code_desc: code.toLowerCase(),
  parent_code: null,
  etc: null,
  domain: null,
  gubun: 'field',
  children: [],
  ...extra,
});

/** The group list in the API's order: the whole firm, fields, centres and a group with its M&A centre. */
export const groups: Center[] = [
  centerGroup('CT0000', '법무법인 대륜', { gubun: null }),
  centerGroup('CT0004', '기업법무', { code_desc: 'corporation' }),
  centerGroup('CT0016', '노동·산재', { code_desc: 'labor' }),
  centerGroup('CT0022', '심리상담센터', {
    parent_code: 'centre',
    domain: new URL(fixtureSubSite('mind')).host,
  }),
  centerGroup('CT0023', '디지털포렌식센터', {
    parent_code: 'centre',
    domain: new URL(fixtureSubSite('forensic')).host,
  }),
  centerGroup('CT0028', '의료·제약', {
    parent_code: 'centre',
    domain: new URL(fixtureSubSite('medical')).host,
  }),
  centerGroup('ICT0005', '기업자문그룹', {
    parent_code: 'in_center',
    domain: new URL(fixtureSubSite('corporate')).host,
    children: [
      { code: 'ICT0005-01', code_name: 'M&A 자문', etc2: `${fixtureSubSite('corporate')}/ma` },
    ],
  }),
];

/** The whole firm's footer row (CT0000), as the seed serves it. */
export const firmFooter: CenterFooter = {
  code: 'CT0000',
  company_name: '법무법인 대륜',
  business_number: '214-86-12749',
  address: '서울특별시 서초구 법조타운로 27, 한결타워 8층',
  representative: { title: '대표변호사', name: '강하람' },
  tel: null,
  ad_lawyers: ['강하람', '고은채'],
  social_links: [
    { kind: 'case_search', name: '나의 사건 검색', url: fixturePage('/mycase') },
    { kind: 'blog', name: '블로그', url: fixtureSubSite('blog') },
    { kind: 'chat', name: '채팅 상담 채널', url: fixtureSubSite('chat') },
    { kind: 'video', name: '영상 채널', url: fixtureSubSite('video') },
    { kind: 'photo', name: '사진 채널', url: fixtureSubSite('photo') },
  ],
  brochure_url: null,
  consult_links: { corporate: '/consulting', individual: '/consult' },
};

export const footerTerms: Term[] = [
  { terms_code: 'privacy', terms_name: '개인정보처리방침' },
  { terms_code: 'service', terms_name: '이용약관' },
];

/** A top banner shown every day at every hour until 2099 (spec/site.md §4 Banner visibility). */
export const topBanner: PopupBanner = {
  idx: 1,
  start_at: '2025-01-01',
  end_at: '2099-12-31',
  days: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  start_hour: null,
  start_min: null,
  end_hour: null,
  end_min: null,
  file_type: 'file_pc',
  p_link: '/consult',
  link_type: '_self',
  color_code: 'AE0E36',
  file_path: '/static/banners/',
  save_file_name: 'consult-week.svg',
  file_alt: '상담 주간: 첫 상담 무료',
};
