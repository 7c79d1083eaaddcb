// spec/site.md §2 Footer term links and /common/term/{terms_code}. The privacy policy has two
// versions, so "latest" (call #3) has something to choose; the marketing consent is linked from
// sign-up only and so carries no footer tag. The full terms of use and privacy policy are newer
// versions, appended so that the older rows keep their ids; the policy names the privacy
// officer, whose mailbox is under the site's own domain (seed/site-links.ts).
import { TERMS_FOOTER_ETC } from '../db/constants';
import type { NewTermsRow } from '../db/schema';
import { privacyPolicyHtml } from './content/privacy-policy';
import { serviceTermsHtml } from './content/service-terms';
import { FIRM_FACTS, privacyContact } from './firm-facts';
import { LOCAL_SITE_LINKS } from './site-links';
import type { SiteLinks } from './site-links';

type TermSeedRow = Omit<NewTermsRow, 'idx' | 'sortOrder'>;

/** From when the full terms of use and privacy policy apply. */
export const FULL_TERMS_EFFECTIVE_DATE = '2026-11-20';

const article = (number: number, title: string, ...paragraphs: string[]) =>
  `<h3>제${number}조 (${title})</h3>${paragraphs.map((text) => `<p>${text}</p>`).join('')}`;

const SERVICE_TERMS = [
  article(
    1,
    '목적',
    '이 약관은 법무법인(이하 "법인")이 운영하는 웹사이트와 관련 서비스의 이용 조건과 절차를 정합니다.',
  ),
  article(
    2,
    '서비스의 내용',
    '법인은 법률 정보, 법률 상담 예약, 온라인 상담 신청, 내 사건 현황 조회 서비스를 제공합니다.',
  ),
  article(
    3,
    '회원 가입과 탈퇴',
    '회원은 소셜 계정으로 가입할 수 있으며, 언제든지 탈퇴를 요청할 수 있습니다.',
    '탈퇴한 회원의 정보는 개인정보처리방침에 따라 처리합니다.',
  ),
  article(
    4,
    '게시 정보의 성격',
    '웹사이트의 법률 정보와 답변은 일반적인 안내이며, 구체적인 사건에 대한 법률 자문을 대신하지 않습니다.',
  ),
].join('');

const privacy = (retention: string) =>
  [
    article(
      1,
      '수집하는 개인정보',
      '법인은 상담과 회원 서비스를 위해 이름, 연락처, 이메일, 상담 내용을 수집합니다.',
    ),
    article(2, '이용 목적', '수집한 정보는 상담 연결, 사건 진행 안내, 서비스 개선에만 이용합니다.'),
    article(3, '보유 기간', retention),
    article(
      4,
      '정보주체의 권리',
      '이용자는 언제든지 자신의 개인정보 열람, 정정, 삭제, 처리 정지를 요구할 수 있습니다.',
    ),
  ].join('');

const EARLIER_TERMS: readonly TermSeedRow[] = [
  {
    termsCode: 'service-terms',
    termsName: '이용약관',
    body: SERVICE_TERMS,
    etc: TERMS_FOOTER_ETC,
    version: 1,
    effectiveDate: '2024-01-01',
  },
  {
    termsCode: 'privacy-policy',
    termsName: '개인정보처리방침',
    body: privacy('회원 탈퇴 시 개인정보는 지체 없이 파기합니다.'),
    etc: TERMS_FOOTER_ETC,
    version: 1,
    effectiveDate: '2024-01-01',
  },
  {
    termsCode: 'privacy-policy',
    termsName: '개인정보처리방침',
    // spec/site.md §9: account data is kept one year after withdrawal, encrypted.
    body: privacy(
      '회원 탈퇴 후에도 분쟁 대응과 법령상 의무를 위해 계정 정보를 1년 동안 암호화해 보관하며, 기간이 지나면 지체 없이 파기합니다.',
    ),
    etc: TERMS_FOOTER_ETC,
    version: 2,
    effectiveDate: '2025-03-01',
  },
  {
    termsCode: 'email-refusal',
    termsName: '이메일무단수집거부',
    body: '<p>이 웹사이트에 게시된 이메일 주소가 전자우편 수집 프로그램이나 그 밖의 기술적 장치로 무단 수집되는 것을 거부하며, 이를 위반하면 관련 법령에 따라 처벌받을 수 있습니다.</p>',
    etc: TERMS_FOOTER_ETC,
    version: 1,
    effectiveDate: '2024-01-01',
  },
  {
    termsCode: 'legal-notice',
    termsName: '법적고지',
    body: '<p>이 웹사이트의 콘텐츠는 저작권법의 보호를 받으며, 법인의 허락 없이 복제하거나 배포할 수 없습니다.</p><p>게시된 사례는 의뢰인의 동의를 받거나 특정할 수 없도록 각색한 것입니다.</p>',
    etc: TERMS_FOOTER_ETC,
    version: 1,
    effectiveDate: '2024-01-01',
  },
  {
    termsCode: 'marketing-consent',
    termsName: '마케팅 정보 수신 동의',
    body: '<p>법인은 동의한 회원에게 법률 소식, 세미나, 맞춤 콘텐츠 안내를 앱 알림과 이메일로 보낼 수 있습니다.</p><p>동의는 언제든지 철회할 수 있으며, 철회해도 서비스 이용에는 제한이 없습니다.</p>',
    etc: null,
    version: 1,
    effectiveDate: '2024-01-01',
  },
];

const fullTerms = (links: SiteLinks): TermSeedRow[] => {
  const previousPrivacyDates = EARLIER_TERMS.filter((term) => term.termsCode === 'privacy-policy')
    .map((term) => term.effectiveDate)
    .reverse();
  return [
    {
      termsCode: 'service-terms',
      termsName: '이용약관',
      body: serviceTermsHtml({
        firmName: FIRM_FACTS.name,
        effectiveDate: FULL_TERMS_EFFECTIVE_DATE,
      }),
      etc: TERMS_FOOTER_ETC,
      version: 2,
      effectiveDate: FULL_TERMS_EFFECTIVE_DATE,
    },
    {
      termsCode: 'privacy-policy',
      termsName: '개인정보처리방침',
      body: privacyPolicyHtml({
        firmName: FIRM_FACTS.name,
        representative: FIRM_FACTS.representative,
        contact: privacyContact(links),
        effectiveDate: FULL_TERMS_EFFECTIVE_DATE,
        previousDates: previousPrivacyDates,
      }),
      etc: TERMS_FOOTER_ETC,
      version: 3,
      effectiveDate: FULL_TERMS_EFFECTIVE_DATE,
    },
  ];
};

/** Every version of every term; the sort order keeps the footer's order of the first ones. */
export function buildTermSeed(links: SiteLinks): NewTermsRow[] {
  const sortOrders = new Map<string, number>();
  return [...EARLIER_TERMS, ...fullTerms(links)].map((term, index) => {
    if (!sortOrders.has(term.termsCode)) sortOrders.set(term.termsCode, index);
    return { idx: index + 1, ...term, sortOrder: sortOrders.get(term.termsCode)! };
  });
}

export const TERM_SEED = buildTermSeed(LOCAL_SITE_LINKS);
