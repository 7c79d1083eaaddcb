import { isBusinessNumber } from '@lawfirm/api-client/site';
import { describe, expect, it } from 'vitest';

import { buildArticleSeed } from './article-seed';
import { buildBannerSeed } from './banner-seed';
import { CASE_TYPE_SEED } from './case-type-seed';
import { CHAT_CHANNEL_SEED } from './chat-seed';
import { FAQ_SEED } from './faq-seed';
import { buildGroupSeed } from './group-seed';
import { LAWYER_SEED } from './lawyer-seed';
import { buildMemberSeed } from './member-seed';
import { buildOfficeSeed } from './office-seed';
import { OPERATOR_SEED } from './operator-seed';
import { buildSiteContentSeed, SITE_CONTENT_SEED } from './site-content-seed';
import { siteLinks } from './site-links';
import { STATISTICS_SEED } from './statistics-seed';
import { STRENGTH_SEED } from './strength-seed';
import { buildTermSeed } from './term-seed';
import { buildWorkflowSeed, workflowSteps } from './workflow-seed';

// A reserved name (RFC 2606), so the test itself points nowhere real.
const ORIGIN = 'https://firm.test';

/** Everything the seed writes, its links built from ORIGIN, as one JSON text. */
function seedText(origin: string): string {
  const links = siteLinks(origin);
  return JSON.stringify([
    buildGroupSeed(links),
    buildArticleSeed(links),
    buildOfficeSeed(links),
    buildSiteContentSeed(links),
    buildBannerSeed(links),
    buildMemberSeed(links),
    CASE_TYPE_SEED,
    CHAT_CHANNEL_SEED,
    FAQ_SEED,
    LAWYER_SEED,
    OPERATOR_SEED,
    STATISTICS_SEED,
    STRENGTH_SEED,
    buildTermSeed(links),
    buildWorkflowSeed(workflowSteps(links)),
  ]);
}

describe('siteLinks', () => {
  it('builds pages, sub-sites and addresses from one origin, keeping its scheme and port', () => {
    const local = siteLinks('http://localhost:3000');
    expect(local.page('/map/seoul')).toBe('http://localhost:3000/map/seoul');
    expect(local.subHost('forensic')).toBe('forensic.localhost:3000');
    expect(local.subSite('blog')).toBe('http://blog.localhost:3000');
    expect(local.email('onyu.demo')).toBe('onyu.demo@localhost');
    expect(siteLinks(`${ORIGIN}/`).origin).toBe(ORIGIN);
  });
});

describe('the seed’s links and addresses', () => {
  it('all lie under the configured site origin', () => {
    const text = seedText(ORIGIN);
    const urls = text.match(/https?:\/\/[^\s"'<>)]+/g) ?? [];
    const emails = text.match(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g) ?? [];
    expect(urls.length).toBeGreaterThan(20);
    expect(emails.length).toBeGreaterThan(0);
    for (const url of urls) expect(new URL(url).hostname, url).toMatch(/(^|\.)firm\.test$/);
    for (const email of emails) expect(email.split('@')[1], email).toBe('firm.test');
  });

  it('change with the origin', () => {
    expect(seedText('https://other.test')).not.toContain('firm.test');
  });

  it('give every footer a well-formed business registration number', () => {
    for (const footer of SITE_CONTENT_SEED.centerFooters) {
      expect(isBusinessNumber(footer.businessNumber), footer.businessNumber).toBe(true);
    }
    const numbers = SITE_CONTENT_SEED.centerFooters.map((footer) => footer.businessNumber);
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});
