// The firm's footer row as the seed serves it, for the footer's tests and stories.
import type { CenterFooter } from '@lawfirm/api-client';

import { fixturePage, fixtureSubSite } from '../../test/fixture-links';

export const FIRM_FOOTER_FIXTURE: CenterFooter = {
  code: 'CT0000',
  company_name: '법무법인 대륜',
  business_number: '214-86-12749',
  address: '서울특별시 서초구 법조타운로 27, 한결타워 8층',
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
