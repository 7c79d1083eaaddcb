// One server, many sites (spec/site.md §1): the host a page is asked for chooses the main site
// or a centre's, from the group list in the database, and the page cache keeps each site's pages
// apart. Over HTTP, through the api as `start` builds it, with a renderer that tells which site
// it was asked to render.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';

import { EVERYTHING } from '../cache/content-change';
import { buildApp } from '../app';
import { createLocalContentChanges } from '../cache/content-changes';
import { groups } from '../db/schema';
import { useSeedBeforeEach } from '../test-support/seed-restore';
import { testSettings } from '../test-support/seeded-app';
import { describeOnEachDatabase } from '../test-support/test-databases';
import { writeFakeSiteDist } from '../test-support/fake-site-dist';
import type { PageSite } from './site-directory';
import { CENTRE_ASSETS_DIR } from './site-host';
import type { FakeSiteDist } from '../test-support/fake-site-dist';

const PUBLIC_URL = 'http://localhost:3000';

// Each page names its render, so a page kept in the cache shows as the same render again, and
// the build that rendered it.
const entryServer = (build: string) => `
let renders = 0;
export function createSiteHandler() {
  return async (request, site) => {
    renders += 1;
    const body = '<!doctype html><main data-build="${build}">render-' + renders + ' ' + JSON.stringify(site ?? null) + '</main>';
    return new Response(body, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } });
  };
}
`;

interface Page {
  render: string;
  site: PageSite | null;
}

function pageOf(body: string): Page {
  const [, render = '', site = 'null'] = /render-(\d+) (.*)<\/main>/.exec(body) ?? [];
  return { render, site: JSON.parse(site) as Page['site'] };
}

let dist: FakeSiteDist;
let centreDist: FakeSiteDist;
beforeAll(async () => {
  dist = await writeFakeSiteDist(entryServer('main-site'));
  centreDist = await writeFakeSiteDist(entryServer('center-site'), CENTRE_ASSETS_DIR);
});
afterAll(async () => {
  await dist.remove();
  await centreDist.remove();
});

describeOnEachDatabase('the site a host is', (getDatabase) => {
  useSeedBeforeEach(getDatabase);
  const changes = createLocalContentChanges();
  let app: FastifyInstance;
  beforeEach(async () => {
    const settings = testSettings({ PUBLIC_URL, SITE_DIST_DIR: dist.dir });
    app = await buildApp(settings, { database: getDatabase(), contentChanges: changes });
  });
  afterEach(async () => {
    await app.close();
  });

  const pageAt = async (host: string, url = '/') =>
    pageOf((await app.inject({ url, headers: { host } })).body);

  it("serves a centre's site on the centre's domain, from the group list", async () => {
    const { site } = await pageAt('forensic.localhost:3000');
    expect(site).toEqual({
      centerCode: 'CT0023',
      siteUrl: 'http://forensic.localhost:3000',
      hasSubPages: true,
      mainSiteUrl: PUBLIC_URL,
      centreName: '디지털포렌식센터',
      // Its own code and its categories' (seed/group-seed.ts): what the page cache scopes by.
      shownGroups: ['CT0023', 'CT0029', 'CT0015'],
    });
    // Host names are case-insensitive, and a fully qualified name may end in a dot.
    expect((await pageAt('Forensic.LOCALHOST:3000')).site?.centerCode).toBe('CT0023');
    expect((await pageAt('medical.localhost.:3000')).site?.centerCode).toBe('CT0028');
  });

  it("says which centres have no sub pages, by the group list's rule", async () => {
    // The medical centre's one field links nowhere (seed/group-seed.ts): no pages of its own.
    expect((await pageAt('medical.localhost:3000')).site).toMatchObject({
      centerCode: 'CT0028',
      hasSubPages: false,
    });
    for (const label of ['forensic', 'corporate', 'criminal', 'family']) {
      expect((await pageAt(`${label}.localhost:3000`)).site?.hasSubPages, label).toBe(true);
    }
  });

  it('serves the main site on its own host and on any host it does not know', async () => {
    const mainSite = {
      centerCode: 'CT0000',
      siteUrl: PUBLIC_URL,
      hasSubPages: true,
      mainSiteUrl: '',
      centreName: '',
    };
    for (const host of [
      'localhost:3000',
      'evil.example',
      'forensic.localhost:3001',
      'forensic.localhost:3000.evil.example',
    ]) {
      expect((await pageAt(host)).site, host).toEqual(mainSite);
    }
  });

  it("keeps each site's pages apart in the cache, and made-up hosts on the main site's", async () => {
    const main = await pageAt('localhost:3000', '/faq');
    const centre = await pageAt('forensic.localhost:3000', '/faq');
    expect(centre.render).not.toBe(main.render);
    expect((await pageAt('forensic.localhost:3000', '/faq')).render).toBe(centre.render);
    expect((await pageAt('localhost:3000', '/faq')).render).toBe(main.render);
    // Unknown hosts cannot fill the cache: they get the main site's kept page.
    expect((await pageAt('made-up.example', '/faq')).render).toBe(main.render);
  });

  it("follows a change to a group's domain once the change is announced", async () => {
    await getDatabase()
      .db.update(groups)
      .set({ domain: 'digital.localhost:3000' })
      .where(eq(groups.code, 'CT0023'));
    await changes.announce(EVERYTHING);
    expect((await pageAt('digital.localhost:3000')).site?.centerCode).toBe('CT0023');
    expect((await pageAt('forensic.localhost:3000')).site?.centerCode).toBe('CT0000');
  });
});

describeOnEachDatabase('a deployment pinned to one centre', (getDatabase) => {
  useSeedBeforeEach(getDatabase);

  it('serves that centre on every host, under PUBLIC_URL', async () => {
    const settings = testSettings({
      PUBLIC_URL: 'https://medical.lawfirm.example',
      SITE_DIST_DIR: dist.dir,
      SITE_CENTER_CODE: 'CT0028',
    });
    const app = await buildApp(settings, { database: getDatabase() });
    try {
      for (const host of ['medical.lawfirm.example', 'localhost:3000']) {
        const { site } = pageOf((await app.inject({ url: '/', headers: { host } })).body);
        expect(site).toMatchObject({
          centerCode: 'CT0028',
          siteUrl: 'https://medical.lawfirm.example',
        });
      }
    } finally {
      await app.close();
    }
  });

  it('refuses to start pinned to a group the database does not hold', async () => {
    const settings = testSettings({ SITE_DIST_DIR: dist.dir, SITE_CENTER_CODE: 'CT0999' });
    await expect(buildApp(settings, { database: getDatabase() })).rejects.toThrow(
      /SITE_CENTER_CODE names no group in the database: 'CT0999'/,
    );
  });
});

describeOnEachDatabase("the centres' build", (getDatabase) => {
  useSeedBeforeEach(getDatabase);
  let app: FastifyInstance;
  beforeEach(async () => {
    const settings = testSettings({
      PUBLIC_URL,
      SITE_DIST_DIR: dist.dir,
      CENTER_SITE_DIST_DIR: centreDist.dir,
    });
    app = await buildApp(settings, { database: getDatabase() });
  });
  afterEach(async () => {
    await app.close();
  });

  const buildOf = async (host: string) =>
    /data-build="([^"]+)"/.exec((await app.inject({ url: '/', headers: { host } })).body)?.[1];

  it("renders every centre's host with apps/center-site's build and the rest with main-site's", async () => {
    expect(await buildOf('forensic.localhost:3000')).toBe('center-site');
    expect(await buildOf('family.localhost:3000')).toBe('center-site');
    expect(await buildOf('localhost:3000')).toBe('main-site');
    expect(await buildOf('unknown.example')).toBe('main-site');
  });

  it("serves the centres' build's hashed files under their own folder, kept for good", async () => {
    const asset = await app.inject({ url: `/${CENTRE_ASSETS_DIR}/x.js` });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The main site's files stay where they are.
    expect((await app.inject({ url: '/assets/x.js' })).statusCode).toBe(200);
    expect((await app.inject({ url: `/${CENTRE_ASSETS_DIR}/missing.js` })).statusCode).toBe(404);
  });
});
