import { describe, expect, it } from 'vitest';

import { FIRM_NAME, SITE_DESCRIPTION } from '../../constants';

import { CENTRE_HOME_DATA } from './centre-home-fixture';
import { centreHomeHead } from './centre-home-head';

const SITE_URL = 'http://forensic.localhost:3000';
const meta = (head: ReturnType<typeof centreHomeHead>, name: string) =>
  head.meta.find((entry) => 'name' in entry && entry.name === name) as
    { content: string } | undefined;

describe('centreHomeHead', () => {
  it("is titled by the centre's site name and describes what it takes on", () => {
    const head = centreHomeHead(CENTRE_HOME_DATA, { siteUrl: SITE_URL });

    expect(head.meta[0]).toEqual({ title: '법무법인 대륜 디지털포렌식센터' });
    expect(head.meta).toContainEqual({
      property: 'og:site_name',
      content: '법무법인 대륜 디지털포렌식센터',
    });
    expect(meta(head, 'description')?.content).toBe(
      '법무법인 대륜 디지털포렌식센터: 디지털포렌식·증거조사 사건을 분야별 전문 변호사가 상담부터 사후 관리까지 전담합니다. 성공 사례와 법률 Q&A, 24시간 상담 접수.',
    );
    expect(head.links).toEqual([{ rel: 'canonical', href: `${SITE_URL}/` }]);
    expect(head.meta).toContainEqual({ property: 'og:url', content: `${SITE_URL}/` });
  });

  it("is the firm's head while the centre's name is unknown (the group list failed)", () => {
    const head = centreHomeHead({ name: null, categories: [] });

    expect(head.meta[0]).toEqual({ title: FIRM_NAME });
    expect(meta(head, 'description')?.content).toBe(SITE_DESCRIPTION);
    expect(head.links).toEqual([{ rel: 'canonical', href: '/' }]);
  });

  it('passes the structured data on', () => {
    const organization = { '@context': 'https://schema.org', '@type': 'LegalService' };
    const head = centreHomeHead(CENTRE_HOME_DATA, { structuredData: [organization] });

    expect(head.meta).toContainEqual({ 'script:ld+json': organization });
  });
});
