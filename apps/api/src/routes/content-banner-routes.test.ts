import { apiErrorBodySchema } from '@lawfirm/api-client';
import {
  POPUP_TOP_CLICK_PATH,
  POPUP_TOP_LIST_PATH,
  popupTopListResponseSchema,
} from '@lawfirm/api-client/site';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';

import { topBannerClicks } from '../db/schema';
import { BANNER_DATE_RANGES, BANNER_SEED } from '../seed/banner-seed';
import { expectRefused } from '../test-support/bad-input';
import type { BadInput } from '../test-support/bad-input';
import { snapshotData } from '../test-support/data-snapshot';
import { useSeededApp } from '../test-support/seeded-app';
import { describeOnEachDatabase } from '../test-support/test-databases';
import { NOT_FOUND_MESSAGES } from './content-not-found';

const click = (payload: unknown): InjectOptions => ({
  method: 'POST',
  url: POPUP_TOP_CLICK_PATH,
  payload: payload as InjectOptions['payload'],
});

describeOnEachDatabase('content: top banners', (getDatabase) => {
  const getApp = useSeededApp(getDatabase);

  describe('#4 list', () => {
    const listOf = async (query: string) => {
      const response = await getApp().inject({ url: `${POPUP_TOP_LIST_PATH}${query}` });
      expect(response.statusCode).toBe(200);
      return popupTopListResponseSchema.parse(response.json()).data.list;
    };
    const seededOf = (centerCode: string | null) =>
      BANNER_SEED.filter((banner) => (banner.centerCode ?? null) === centerCode).map(
        (banner) => banner.idx,
      );

    it('answers every main-site banner with its schedule, past and future ones included', async () => {
      const data = { list: await listOf('') };

      expect(data.list.map((banner) => banner.idx)).toEqual(seededOf(null));
      const first = BANNER_SEED[0];
      expect(data.list[0]).toMatchObject({
        start_at: first?.startAt,
        end_at: first?.endAt,
        days: first?.days,
        file_type: first?.fileType,
        p_link: first?.pLink,
        link_type: first?.linkType,
        color_code: first?.colorCode,
        file_path: first?.filePath,
        save_file_name: first?.saveFileName,
        file_alt: first?.fileAlt,
      });
      // spec/site.md §4 is the site's rule: the api hides nothing.
      const starts = data.list.map((banner) => banner.start_at);
      expect(starts).toContain(BANNER_DATE_RANGES.past.startAt);
      expect(starts).toContain(BANNER_DATE_RANGES.future.startAt);
      expect(data.list.some((banner) => banner.start_hour === null)).toBe(true);
      expect(
        data.list.some(
          (banner) =>
            banner.start_hour !== null &&
            banner.end_hour !== null &&
            banner.end_hour < banner.start_hour,
        ),
      ).toBe(true);
      expect(new Set(data.list.map((banner) => banner.file_type))).toEqual(
        new Set(['file_pc', 'file_mobile']),
      );
    });

    it("answers a centre's own banners for its code, the main site's for CT0000", async () => {
      const forensic = await listOf('?center_code=CT0023');
      expect(forensic.map((banner) => banner.idx)).toEqual(seededOf('CT0023'));
      expect(forensic.length).toBeGreaterThan(0);
      expect((await listOf('?center_code=CT0000')).map((banner) => banner.idx)).toEqual(
        seededOf(null),
      );
      // A centre without banners of its own, and a well-formed code no group has, show none.
      expect(await listOf('?center_code=ICT0005')).toEqual([]);
      expect(await listOf('?center_code=CT9999')).toEqual([]);
    });

    it.each([
      { name: 'a code that is no group code', query: 'CT23' },
      { name: 'markup', query: encodeURIComponent('<script>') },
      { name: 'an over-long value', query: 'CT0023'.repeat(500) },
    ])('refuses $name as center_code', async ({ name, query }) => {
      await expectRefused(getApp(), getDatabase().db, {
        name,
        request: { url: `${POPUP_TOP_LIST_PATH}?center_code=${query}` },
        path: 'center_code',
      });
    });
  });

  describe('#5 click', () => {
    it('records one click row per click, with the banner and the address', async () => {
      const { db } = getDatabase();
      const idx = BANNER_SEED[2]?.idx ?? 0;
      for (let count = 0; count < 2; count += 1) {
        const response = await getApp().inject({ ...click({ idx }), remoteAddress: '203.0.113.7' });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ result: true });
      }
      const rows = await db
        .select()
        .from(topBannerClicks)
        .where(eq(topBannerClicks.bannerIdx, idx));
      expect(rows).toHaveLength(2);
      expect(rows[0]?.clientAddress).toBe('203.0.113.7');
    });

    it('answers 404 with a Korean message for an unknown banner, and writes nothing', async () => {
      const { db } = getDatabase();
      const before = await snapshotData(db);
      const response = await getApp().inject(click({ idx: 999_999 }));
      expect(response.statusCode).toBe(404);
      expect(apiErrorBodySchema.parse(response.json())).toEqual({
        result: false,
        msg: NOT_FOUND_MESSAGES.banner,
      });
      expect(await snapshotData(db)).toEqual(before);
    });

    it.each<BadInput>([
      { name: 'a missing idx', request: click({}), path: 'idx' },
      { name: 'idx as text', request: click({ idx: '3' }), path: 'idx' },
      { name: 'idx 0', request: click({ idx: 0 }), path: 'idx' },
      { name: 'a negative idx', request: click({ idx: -1 }), path: 'idx' },
      { name: 'a fractional idx', request: click({ idx: 1.5 }), path: 'idx' },
      { name: 'an idx too long for a row id', request: click({ idx: 2 ** 31 }), path: 'idx' },
      {
        name: 'idx with markup',
        request: click({ idx: '<script>alert(1)</script>' }),
        path: 'idx',
      },
      { name: 'an unknown key', request: click({ idx: 1, note: '<b>x</b>' }), path: '' },
      { name: 'a list instead of an object', request: click([1]), path: '' },
      {
        name: 'no body',
        request: {
          method: 'POST',
          url: POPUP_TOP_CLICK_PATH,
          headers: { 'content-type': 'application/json' },
        },
        path: '',
      },
      {
        name: 'malformed JSON',
        request: {
          method: 'POST',
          url: POPUP_TOP_CLICK_PATH,
          headers: { 'content-type': 'application/json' },
          payload: '{"idx": 1',
        },
        path: '',
      },
    ])('refuses $name', async (input) => {
      await expectRefused(getApp(), getDatabase().db, input);
    });
  });
});
