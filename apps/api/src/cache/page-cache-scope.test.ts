// A change to a centre's content drops only the pages that show it (spec/site.md §1: the main
// site shows every group's content, a centre's site its own and its categories'): through the
// api as `start` builds it, over real HTTP, with a renderer that numbers its renders so a kept
// page shows as the same render again.
import { get } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { buildApp } from '../app';
import type { Database } from '../db/create-database';
import { useSeedBeforeEach } from '../test-support/seed-restore';
import { testSettings } from '../test-support/seeded-app';
import { describeOnEachDatabase } from '../test-support/test-databases';
import { writeFakeSiteDist } from '../test-support/fake-site-dist';
import type { FakeSiteDist } from '../test-support/fake-site-dist';
import { EVERYTHING, groupsChanged, decodeChangeMessage } from './content-change';
import {
  CONTENT_CHANGES_CHANNEL,
  createLocalContentChanges,
  createRedisContentChanges,
} from './content-changes';
import type { ContentChanges } from './content-changes';

const PUBLIC_URL = 'http://localhost:3000';
const MAIN = 'localhost:3000';
const FORENSIC = 'forensic.localhost:3000'; // CT0023
const MEDICAL = 'medical.localhost:3000'; // CT0028

const ENTRY_SERVER = `
let renders = 0;
export function createSiteHandler() {
  return async () => {
    renders += 1;
    return new Response('<!doctype html><main>render-' + renders + '</main>', {
      status: 200,
      headers: { 'content-type': 'text/html; charset=utf-8' },
    });
  };
}
`;

let dist: FakeSiteDist;
beforeAll(async () => {
  dist = await writeFakeSiteDist(ENTRY_SERVER);
});
afterAll(async () => {
  await dist.remove();
});

/** An api listening on a free local port, and the render number of a page asked by host. */
function useServedApi(getDatabase: () => Database, openChanges: () => Promise<ContentChanges>) {
  const state: { app?: FastifyInstance; changes?: ContentChanges; base?: string } = {};
  beforeEach(async () => {
    state.changes = await openChanges();
    const settings = testSettings({ PUBLIC_URL, SITE_DIST_DIR: dist.dir });
    state.app = await buildApp(settings, {
      database: getDatabase(),
      contentChanges: state.changes,
    });
    await state.app.listen({ host: '127.0.0.1', port: 0 });
    state.base = `http://127.0.0.1:${(state.app.server.address() as AddressInfo).port}`;
  });
  afterEach(async () => {
    await state.app?.close();
    await state.changes?.close();
  });
  // node:http, since fetch() sends the URL's host whatever Host header it is given.
  const renderAt = (host: string, path = '/faq') =>
    new Promise<string | undefined>((resolve, reject) => {
      const request = get(`${state.base}${path}`, { headers: { host } }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => {
          expect(response.statusCode).toBe(200);
          resolve(/render-(\d+)/.exec(body)?.[1]);
        });
      });
      request.on('error', reject);
    });
  /** The render of each site's page, asked twice so that it is the kept one. */
  const keptRenders = async () => {
    const renders: Record<string, string | undefined> = {};
    for (const host of [MAIN, FORENSIC, MEDICAL]) {
      renders[host] = await renderAt(host);
      expect(await renderAt(host), host).toBe(renders[host]);
    }
    return renders;
  };
  return { state, renderAt, keptRenders };
}

describeOnEachDatabase('page cache scoped by the groups a change touched', (getDatabase) => {
  useSeedBeforeEach(getDatabase);
  const { state, renderAt, keptRenders } = useServedApi(getDatabase, async () =>
    createLocalContentChanges(),
  );

  it("a centre's change drops its pages and the main site's, and keeps another centre's", async () => {
    const before = await keptRenders();
    await state.changes!.announce(groupsChanged(['CT0023']));
    expect(await renderAt(FORENSIC)).not.toBe(before[FORENSIC]);
    expect(await renderAt(MAIN)).not.toBe(before[MAIN]);
    expect(await renderAt(MEDICAL)).toBe(before[MEDICAL]);
  });

  it("a change to one of a centre's categories drops that centre's pages", async () => {
    const before = await keptRenders();
    // CT0029 (디지털포렌식) is a child of the forensic centre in the seeded group list.
    await state.changes!.announce(groupsChanged(['CT0029']));
    expect(await renderAt(FORENSIC)).not.toBe(before[FORENSIC]);
    expect(await renderAt(MEDICAL)).toBe(before[MEDICAL]);
  });

  it("a change of everything drops every site's pages", async () => {
    const before = await keptRenders();
    await state.changes!.announce(EVERYTHING);
    for (const host of [MAIN, FORENSIC, MEDICAL]) {
      expect(await renderAt(host), host).not.toBe(before[host]);
    }
  });
});

describe('the Redis message of a change', () => {
  it('reads an old or malformed message as a change of everything', () => {
    for (const text of [
      'a0b1c2d3-old-sender-id',
      '{',
      '{"sender":"x"}',
      '{"sender":"x","change":{"scope":"groups","codes":["<script>"]}}',
    ]) {
      expect(decodeChangeMessage(text).change, text).toEqual(EVERYTHING);
    }
    expect(
      decodeChangeMessage('{"sender":"x","change":{"scope":"groups","codes":["CT0023"]}}'),
    ).toEqual({
      sender: 'x',
      change: { scope: 'groups', codes: ['CT0023'] },
    });
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl) console.info('Scoped changes across instances skipped: TEST_REDIS_URL is not set');

if (redisUrl) {
  describeOnEachDatabase('scoped changes through Redis', (getDatabase) => {
    useSeedBeforeEach(getDatabase);
    const { state, renderAt, keptRenders } = useServedApi(getDatabase, () =>
      createRedisContentChanges(redisUrl),
    );
    /** Another instance (or an older one) publishing on the shared channel. */
    const publish = async (announce: (other: ContentChanges) => Promise<void>) => {
      const heard = new Promise<void>((resolve) => state.changes!.listen(() => resolve()));
      const other = await createRedisContentChanges(redisUrl);
      try {
        await announce(other);
      } finally {
        await other.close();
      }
      await heard;
    };

    it("another instance's centre change drops only what shows that centre", async () => {
      const before = await keptRenders();
      await publish((other) => other.announce(groupsChanged(['CT0028'])));
      expect(await renderAt(MEDICAL)).not.toBe(before[MEDICAL]);
      expect(await renderAt(MAIN)).not.toBe(before[MAIN]);
      expect(await renderAt(FORENSIC)).toBe(before[FORENSIC]);
    });

    it('a malformed message drops every page', async () => {
      const before = await keptRenders();
      const { Redis } = await import('ioredis');
      const raw = new Redis(redisUrl);
      await publish(async () => {
        await raw.publish(CONTENT_CHANGES_CHANNEL, '{"scope":"groups"');
      });
      raw.disconnect();
      for (const host of [MAIN, FORENSIC, MEDICAL]) {
        expect(await renderAt(host), host).not.toBe(before[host]);
      }
    });
  });
}
