import { fillPath, STRENGTH_COUNT } from '@lawfirm/api-client';
import {
  STRENGTH_DETAIL_PATH,
  STRENGTH_LIST_PATH,
  strengthDetailResponseSchema,
  strengthListResponseSchema,
} from '@lawfirm/api-client/site';
import { expect, it } from 'vitest';

import { statistics } from '../db/schema';
import { OFFICE_SEED } from '../seed/office-seed';
import { STATISTICS_SEED } from '../seed/statistics-seed';
import { STRENGTH_SEED } from '../seed/strength-seed';
import { expectRefused } from '../test-support/bad-input';
import type { BadInput } from '../test-support/bad-input';
import { useSeededApp } from '../test-support/seeded-app';
import { describeOnEachDatabase } from '../test-support/test-databases';
import { NOT_FOUND_MESSAGES } from './content-not-found';

const get = (url: string) => ({ method: 'GET' as const, url });
const PLACEHOLDERS = ['pro_count', 'experience_cnt', 'world_office_cnt', '*consult_date*'];

describeOnEachDatabase('content: strengths', (getDatabase) => {
  const getApp = useSeededApp(getDatabase);

  it('lists the 11 strengths in order, with placeholders kept and the counts to fill them', async () => {
    const response = await getApp().inject(get(STRENGTH_LIST_PATH));
    expect(response.statusCode).toBe(200);
    const { data } = strengthListResponseSchema.parse(response.json());

    expect(data.list).toHaveLength(STRENGTH_COUNT);
    expect(data.list.map((item) => item.url)).toEqual(STRENGTH_SEED.map((row) => row.url));
    const lines = data.list.flatMap((item) => [item.title, ...item.description]).join('\n');
    for (const placeholder of PLACEHOLDERS) expect(lines).toContain(placeholder);
    expect(data.initialData).toEqual({
      pro_count: STATISTICS_SEED.proCount,
      experience_cnt: STATISTICS_SEED.experienceCnt,
      world_office_cnt: STATISTICS_SEED.worldOfficeCnt,
      total_world_office_cnt: STATISTICS_SEED.totalWorldOfficeCnt,
      office_cnt: OFFICE_SEED.offices.length,
      centerCount: data.initialData.centerCount,
    });
    expect(data.initialData.centerCount).toBeGreaterThan(0);
    expect(data.consult_date).toBe(STATISTICS_SEED.consultDate);
    expect(data.common.menu.map((entry) => entry.path)).toEqual(
      STRENGTH_SEED.map((row) => `/strength/${row.url}`),
    );
    expect(data.common.view_more_list).toHaveLength(STRENGTH_COUNT);
    expect(data.common.view_more_section_title.length).toBeGreaterThan(0);
    expect(data.common.return_main_text.length).toBeGreaterThan(0);
  });

  it('answers one strength with its page data, its view-more list leaving it out', async () => {
    const seeded = STRENGTH_SEED[1];
    const response = await getApp().inject(
      get(fillPath(STRENGTH_DETAIL_PATH, { url: seeded?.url ?? '' })),
    );
    expect(response.statusCode).toBe(200);
    const { data } = strengthDetailResponseSchema.parse(response.json());

    expect(data.item.url).toBe(seeded?.url);
    expect(data.page).toEqual(seeded?.pageData);
    expect(data.page.system_list).toHaveLength(2);
    expect(data.common.view_more_list.map((item) => item.url)).not.toContain(seeded?.url);
    expect(data.common.view_more_list).toHaveLength(STRENGTH_COUNT - 1);
    expect(data.consult_date).toBe(STATISTICS_SEED.consultDate);
  });

  it('answers 404 with a Korean message for an unknown strength', async () => {
    const response = await getApp().inject(get(fillPath(STRENGTH_DETAIL_PATH, { url: 'nope' })));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ result: false, msg: NOT_FOUND_MESSAGES.strength });
  });

  it('answers 404 while the statistics (consult_date) are missing', async () => {
    await getDatabase().db.delete(statistics);
    const response = await getApp().inject(get(STRENGTH_LIST_PATH));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ result: false, msg: NOT_FOUND_MESSAGES.statistics });
  });

  it.each<BadInput>([
    {
      name: 'a url with script',
      request: get(`/api/strength/${encodeURIComponent('<script>alert(1)</script>')}`),
      path: 'url',
    },
    { name: 'a url too long', request: get(`/api/strength/${'a'.repeat(51)}`), path: 'url' },
    { name: 'a url with spaces', request: get('/api/strength/task%20force'), path: 'url' },
    { name: 'a url escaping upwards', request: get('/api/strength/..%2F..%2Fetc'), path: 'url' },
  ])('refuses $name', async (input) => {
    await expectRefused(getApp(), getDatabase().db, input);
  });
});
