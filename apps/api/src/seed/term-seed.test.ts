import { describe, expect, it } from 'vitest';

import { PRIVACY_POLICY_SECTIONS } from './content/privacy-policy';
import { SERVICE_TERMS_ARTICLES } from './content/service-terms';
import { FIRM_FACTS, privacyContact } from './firm-facts';
import { siteLinks } from './site-links';
import { buildTermSeed, FULL_TERMS_EFFECTIVE_DATE } from './term-seed';

const links = siteLinks('https://firm.test');
const seed = buildTermSeed(links);

/** The newest version of a term, as the api serves it once in effect. */
const latest = (code: string) =>
  seed
    .filter((term) => term.termsCode === code)
    .reduce((newest, term) => ((term.version ?? 1) > (newest.version ?? 1) ? term : newest));

const h2s = (html: string) =>
  [...html.matchAll(/<h2 id="([^"]+)">([^<]+)<\/h2>/g)].map(([, id, text]) => [id, text]);

describe('the privacy policy (개인정보 보호법 §30)', () => {
  const policy = latest('privacy-policy');

  it('has every section the law and the PIPC guide ask for, in order, each with its anchor', () => {
    expect(h2s(policy.body)).toEqual(Object.entries(PRIVACY_POLICY_SECTIONS));
    for (const heading of [
      '처리 목적',
      '처리하는 개인정보의 항목',
      '보유 기간',
      '위탁',
      '제3자 제공',
      '파기',
      '정보주체의 권리',
      '만 14세 미만',
      '안전성 확보 조치',
      '쿠키',
      '개인정보 보호책임자',
      '권익침해 구제',
      '처리방침의 변경',
    ]) {
      expect(
        Object.values(PRIVACY_POLICY_SECTIONS).some((title) => title.includes(heading)),
        heading,
      ).toBe(true);
    }
  });

  it('lists the items of every service that collects them', () => {
    for (const service of [
      '온라인 상담 신청(기업)',
      '온라인 상담 신청(개인)',
      '채팅 상담',
      '전화번호 인증',
      '회원 간편 로그인(카카오·네이버·구글·애플)',
      '콜백 요청',
    ]) {
      expect(policy.body, service).toContain(`<th scope="row">${service}</th>`);
    }
  });

  it('names the privacy officer with a phone and a mailbox under the site’s domain', () => {
    const { officer, team } = privacyContact(links);
    expect(officer.email).toBe('privacy@firm.test');
    for (const fact of [officer.name, officer.position, officer.phone, team.name, team.phone]) {
      expect(policy.body).toContain(fact);
    }
    expect(policy.body).toContain(`<a href="mailto:${officer.email}">${officer.email}</a>`);
    expect(policy.body).toContain(
      `${FIRM_FACTS.representative.title} ${FIRM_FACTS.representative.name}`,
    );
  });

  it('gives the redress bodies’ numbers, the one-year keeping after withdrawal and the dates', () => {
    for (const number of ['1833-6972', '118', '1301', '182']) {
      expect(policy.body).toContain(`국번 없이 ${number}`);
    }
    expect(policy.body).toContain('탈퇴 후에는 부정 이용 방지와 분쟁 대응을 위해 1년 동안 암호화');
    expect(policy.effectiveDate).toBe(FULL_TERMS_EFFECTIVE_DATE);
    expect(policy.body).toContain('2026년 11월 20일부터 적용됩니다');
    expect(policy.body).toContain('2025년 3월 1일 시행');
  });
});

describe('the terms of use', () => {
  const terms = latest('service-terms');

  it('numbers its articles in order and ends with the addendum', () => {
    expect(h2s(terms.body)).toEqual([
      ...SERVICE_TERMS_ARTICLES.map(([id, title], index) => [id, `제${index + 1}조 (${title})`]),
      ['addendum', '부칙'],
    ]);
    expect(terms.body).toContain('2026년 11월 20일부터 시행합니다');
  });

  it('says that information is not advice and a consultation is no engagement', () => {
    expect(terms.body).toContain('특정 사건에 대한 법률 자문이나 의견이 아닙니다');
    expect(terms.body).toContain('변호사와 의뢰인의 관계가 생기지 않습니다');
    expect(terms.body).toContain('위임계약을 서면으로 맺은 때부터');
  });

  it('refers to its own articles by their numbers', () => {
    const number = (id: string) => SERVICE_TERMS_ARTICLES.findIndex(([key]) => key === id) + 1;
    expect(terms.body).toContain(`회원이 제${number('member-duties')}조의 의무를`);
    expect(terms.body).toContain(`이용자가 제${number('legal-information')}조의 법률 정보를`);
  });
});

describe('buildTermSeed', () => {
  it('keeps the earlier rows’ ids and gives every version of a code one sort order', () => {
    expect(seed.slice(0, 6).map((term) => [term.idx, term.termsCode, term.version])).toEqual([
      [1, 'service-terms', 1],
      [2, 'privacy-policy', 1],
      [3, 'privacy-policy', 2],
      [4, 'email-refusal', 1],
      [5, 'legal-notice', 1],
      [6, 'marketing-consent', 1],
    ]);
    const orders = new Map<string, Set<number | undefined>>();
    for (const term of seed) {
      orders.set(term.termsCode, (orders.get(term.termsCode) ?? new Set()).add(term.sortOrder));
    }
    for (const [code, set] of orders) expect(set.size, code).toBe(1);
  });
});
