import { describe, expect, it } from 'vitest';

import { CENTER_CODES, DEFAULT_CENTER_CODE } from '../constants';
import { TERMS_FOOTER_ETC } from '../db/constants';
import { CASE_TYPE_SEED } from './case-type-seed';
import { LAWYER_SEED } from './lawyer-seed';
import { SITE_CONTENT_SEED } from './site-content-seed';
import { TERM_SEED } from './term-seed';

describe('SITE_CONTENT_SEED', () => {
  it('has hash-tags, one with a middle dot, and four link cards with the {phone} placeholder', () => {
    expect(SITE_CONTENT_SEED.homeHashTags.some((tag) => tag.keyword === '음주·교통사고')).toBe(
      true,
    );
    expect(SITE_CONTENT_SEED.homeLinkCards).toHaveLength(4);
    expect(SITE_CONTENT_SEED.homeLinkCards.every((card) => card.subText.includes('{phone}'))).toBe(
      true,
    );
    expect(SITE_CONTENT_SEED.homeLinkCards.some((card) => card.newTab)).toBe(true);
  });

  it('has a footer for the firm and each centre, naming two seeded lawyers', () => {
    const names = new Set(LAWYER_SEED.map((lawyer) => lawyer.lawyerName));
    expect(SITE_CONTENT_SEED.centerFooters.map((footer) => footer.groupCode)).toEqual([
      DEFAULT_CENTER_CODE,
      ...CENTER_CODES,
    ]);
    for (const footer of SITE_CONTENT_SEED.centerFooters) {
      expect(footer.adLawyers).toHaveLength(2);
      // The firm's representative, a head-office 대표변호사 of the lawyer seed, signs for all.
      expect([footer.representativeTitle, footer.representativeName]).toEqual([
        '대표변호사',
        '강하람',
      ]);
      expect(LAWYER_SEED[0]).toMatchObject({ lawyerName: '강하람', position: '대표변호사' });
      expect(footer.adLawyers.every((name) => names.has(name))).toBe(true);
      expect(footer.socialLinks.map((link) => link.kind)).toEqual([
        'case_search',
        'blog',
        'chat',
        'video',
        'photo',
      ]);
    }
  });

  it('has partner logos for the carousel (3 to 8 slides)', () => {
    expect(SITE_CONTENT_SEED.partnerLogos.length).toBeGreaterThanOrEqual(8);
  });
});

describe('TERM_SEED', () => {
  it('lists the footer terms, with an older and a newer privacy policy', () => {
    const footer = TERM_SEED.filter((term) => term.etc === TERMS_FOOTER_ETC);
    expect(new Set(footer.map((term) => term.termsName))).toEqual(
      new Set(['이용약관', '개인정보처리방침', '이메일무단수집거부', '법적고지']),
    );
    const privacy = TERM_SEED.filter((term) => term.termsCode === 'privacy-policy');
    expect(privacy.map((term) => term.version)).toEqual([1, 2, 3]);
    expect(privacy[1]?.body).toContain('1년');
    expect(TERM_SEED.every((term) => term.body.startsWith('<'))).toBe(true);
  });
});

describe('LAWYER_SEED and CASE_TYPE_SEED', () => {
  it('has at least 40 lawyers with unique Korean names and a portrait each', () => {
    expect(LAWYER_SEED.length).toBeGreaterThanOrEqual(40);
    expect(new Set(LAWYER_SEED.map((lawyer) => lawyer.lawyerName)).size).toBe(LAWYER_SEED.length);
    for (const lawyer of LAWYER_SEED) {
      expect(lawyer.lawyerName).toMatch(/^[가-힣]{3,4}$/);
      expect(lawyer.image).toBe(
        `/static/lawyers/lawyer-${String(lawyer.idx).padStart(3, '0')}.svg`,
      );
    }
  });

  it('gives every category at least four case types, corporation included', () => {
    const perGroup = new Map<string, typeof CASE_TYPE_SEED>();
    for (const row of CASE_TYPE_SEED)
      perGroup.set(row.groupCode, [...(perGroup.get(row.groupCode) ?? []), row]);
    expect(perGroup.size).toBe(25);
    for (const [code, rows] of perGroup) expect(rows.length, code).toBeGreaterThanOrEqual(4);
    expect(perGroup.get('CT0004')?.map((row) => row.tagTitle)).toContain('계약 검토·자문');
  });
});
