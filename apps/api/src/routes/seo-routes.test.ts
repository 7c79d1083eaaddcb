import { describe, expect, it } from 'vitest';

import { eq, inArray, ne } from 'drizzle-orm';

import { FAQ_AIIT_CODE } from '../db/constants';
import { articles, faqEntries, faqGroups, offices, strengths, terms } from '../db/schema';
import { TEST_SETTINGS, useSeededApp } from '../test-support/seeded-app';
import { describeOnEachDatabase } from '../test-support/test-databases';
import {
  CENTRE_SITEMAP_FIXED_PATHS,
  CENTRE_SUB_PAGE_PATHS,
  ROBOTS_DISALLOWED_PREFIXES,
  SITEMAP_FIXED_PATHS,
} from '../services/sitemap-service';
import { findChildCodes } from '../db/queries/content-site-queries';
import { ROBOTS_PATH, SITEMAP_PATH } from './seo-routes';

const origin = TEST_SETTINGS.PUBLIC_URL.replace(/\/$/, '');

describeOnEachDatabase('robots.txt and sitemap.xml', (getDatabase) => {
  const getApp = useSeededApp(getDatabase);

  it('robots.txt keeps crawlers off members’ pages and the api, and names the sitemap', async () => {
    const response = await getApp().inject({ method: 'GET', url: ROBOTS_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const prefix of ROBOTS_DISALLOWED_PREFIXES) expect(lines).toContain(`Disallow: ${prefix}`);
    expect(lines).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });

  it('sitemap.xml lists every Q&A category and entry, article, strength, office and term of the data under the site origin', async () => {
    const { db } = getDatabase();
    const response = await getApp().inject({ method: 'GET', url: SITEMAP_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

    const faqRows = await db.select({ idx: faqEntries.idx }).from(faqEntries);
    const strengthRows = await db.select({ url: strengths.url }).from(strengths);
    const officeRows = await db.select({ key: offices.key }).from(offices);
    const termRows = await db.selectDistinct({ code: terms.termsCode }).from(terms);
    const articleRows = await db.select({ kind: articles.kind, idx: articles.idx }).from(articles);
    // The categories with entries; aiit's entries go back to /faq.
    const categoryRows = await db
      .selectDistinct({ codeDesc: faqGroups.codeDesc })
      .from(faqGroups)
      .innerJoin(faqEntries, eq(faqEntries.code, faqGroups.code))
      .where(ne(faqGroups.code, FAQ_AIIT_CODE));
    const expected = [
      ...SITEMAP_FIXED_PATHS,
      ...categoryRows.map(({ codeDesc }) => `/faq/${encodeURIComponent(codeDesc)}`),
      ...faqRows.map(({ idx }) => `/faq/detail/${idx}`),
      ...articleRows.map(({ kind, idx }) => `/${kind}/${idx}`),
      ...strengthRows.map(({ url }) => `/strength/${url}`),
      ...officeRows.map(({ key }) => `/map/${key}`),
      ...termRows.map(({ code }) => `/common/term/${code}`),
    ].map((path) => `${origin}${path}`);
    expect(faqRows.length).toBeGreaterThan(100);
    expect(articleRows.filter(({ kind }) => kind === 'info').length).toBeGreaterThan(0);
    expect(articleRows.filter(({ kind }) => kind === 'success').length).toBeGreaterThan(0);
    expect([...locs].sort()).toEqual([...expected].sort());
    // Every Q&A carries the day it was written.
    expect(response.body).toMatch(
      new RegExp(
        `<loc>${origin}/faq/detail/${faqRows[0]?.idx}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`,
      ),
    );
  });

  it('gives every info article and success case the day it was last edited', async () => {
    const { db } = getDatabase();
    const response = await getApp().inject({ method: 'GET', url: SITEMAP_PATH });
    const rows = await db
      .select({
        kind: articles.kind,
        idx: articles.idx,
        createdAt: articles.createdAt,
        updatedAt: articles.updatedAt,
      })
      .from(articles);
    // The seed revises some articles after writing them: lastmod follows the edit.
    expect(rows.some((row) => row.updatedAt > row.createdAt)).toBe(true);
    for (const { kind, idx, updatedAt } of rows) {
      expect(response.body).toContain(
        `<loc>${origin}/${kind}/${idx}</loc><lastmod>${updatedAt.toISOString().slice(0, 10)}</lastmod>`,
      );
    }
  });

  it("answers a centre's host with the centre's own files, under its origin", async () => {
    const { db } = getDatabase();
    const host = 'forensic.localhost:3000';
    const centreOrigin = `http://${host}`;
    const robots = await getApp().inject({ method: 'GET', url: ROBOTS_PATH, headers: { host } });
    expect(robots.body.split('\n')).toContain(`Sitemap: ${centreOrigin}/sitemap.xml`);

    const response = await getApp().inject({ method: 'GET', url: SITEMAP_PATH, headers: { host } });
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    // CT0023 and the categories it groups (seed/group-seed.ts).
    const centreCodes = ['CT0023', ...(await findChildCodes(db, 'CT0023'))];
    const faqRows = await db
      .select({ idx: faqEntries.idx })
      .from(faqEntries)
      .where(inArray(faqEntries.code, centreCodes));
    const articleRows = await db
      .select({ kind: articles.kind, idx: articles.idx })
      .from(articles)
      .where(inArray(articles.groupCode, centreCodes));
    expect(centreCodes.length).toBeGreaterThan(1);
    expect(faqRows.length).toBeGreaterThan(0);
    expect(locs.every((loc) => loc?.startsWith(`${centreOrigin}/`))).toBe(true);
    for (const path of [...CENTRE_SITEMAP_FIXED_PATHS, ...CENTRE_SUB_PAGE_PATHS]) {
      expect(locs).toContain(`${centreOrigin}${path}`);
    }
    const listed = (prefix: string) =>
      locs.filter((loc) => loc?.startsWith(`${centreOrigin}${prefix}`)).sort();
    expect(listed('/faq/detail/')).toEqual(
      faqRows.map(({ idx }) => `${centreOrigin}/faq/detail/${idx}`).sort(),
    );
    expect([...listed('/info/'), ...listed('/success/')].sort()).toEqual(
      articleRows.map(({ kind, idx }) => `${centreOrigin}/${kind}/${idx}`).sort(),
    );
    // Terms and the firm's own pages are the main site's.
    expect(listed('/common/term/')).toEqual([]);
    expect(listed('/strength')).toEqual([]);
    expect(listed('/about/')).toEqual([]);
  });

  it('lists only the home and the consultation pages of a centre without sub pages', async () => {
    const host = 'medical.localhost:3000';
    const response = await getApp().inject({ method: 'GET', url: SITEMAP_PATH, headers: { host } });
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual(CENTRE_SITEMAP_FIXED_PATHS.map((path) => `http://${host}${path}`));
  });

  it('is not part of the API document', async () => {
    const response = await getApp().inject({ method: 'GET', url: '/docs/json' });
    const paths = Object.keys(response.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).not.toContain(SITEMAP_PATH);
    expect(paths).not.toContain(ROBOTS_PATH);
    expect(paths.length).toBeGreaterThan(10);
  });
});

describe('sitemap entries', () => {
  it('escape what XML cannot hold as it is', async () => {
    const { sitemapXml } = await import('../services/sitemap-service');
    expect(sitemapXml('https://lawfirm.example/', [{ path: '/map/a&b' }])).toContain(
      '<loc>https://lawfirm.example/map/a&#38;b</loc>',
    );
  });
});
