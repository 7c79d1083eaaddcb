import { afterEach, describe, expect, it } from 'vitest';

import { DEFAULT_CENTER_CODE } from '../constants';
import { createApiClient } from '../http/client';
import { sendJson, startLocalServer } from '../test-utils/local-server';
import type { LocalServer } from '../test-utils/local-server';
import { itAccepts, itRejects, without } from '../test-utils/schema-cases';

import {
  getPopupTopList,
  POPUP_TOP_LIST_PATH,
  popupTopListResponseSchema,
} from './get-popup-top-list';
import type { PopupBanner } from './get-popup-top-list';
import { popupTopListQueryOptions } from '../site/layout-queries';

const banner: PopupBanner = {
  idx: 1,
  start_at: '2025-07-01',
  end_at: '2025-07-31',
  days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'],
  start_hour: 22,
  start_min: 0,
  end_hour: 2,
  end_min: 30,
  file_type: 'file_pc',
  p_link: 'https://event.example/summer',
  link_type: '_blank',
  color_code: 'AE0E36',
  file_path: '/static/banners/',
  save_file_name: 'summer-pc.png',
  file_alt: '여름 무료 법률 상담 이벤트',
};
const allDay = {
  ...banner,
  idx: 2,
  start_hour: null,
  start_min: null,
  end_hour: null,
  end_min: null,
};
const list = (item: unknown) => ({ result: true, data: { list: [item] } });

describe('popupTopListResponseSchema', () => {
  itAccepts(popupTopListResponseSchema, { result: true, data: { list: [banner, allDay] } });
  itRejects(popupTopListResponseSchema, [
    ['a missing file_alt', list(without(banner, 'file_alt')), 'data.list.0.file_alt'],
    ['a colour with #', list({ ...banner, color_code: '#AE0E36' }), 'data.list.0.color_code'],
    ['a Korean weekday', list({ ...banner, days: ['월'] }), 'data.list.0.days.0'],
    ['hour 24', list({ ...banner, end_hour: 24 }), 'data.list.0.end_hour'],
    ['minute 60', list({ ...banner, start_min: 60 }), 'data.list.0.start_min'],
    [
      'a date-time start',
      list({ ...banner, start_at: '2025-07-01 00:00' }),
      'data.list.0.start_at',
    ],
    [
      'an unknown file type',
      list({ ...banner, file_type: 'file_tablet' }),
      'data.list.0.file_type',
    ],
    ['an unknown link type', list({ ...banner, link_type: 'popup' }), 'data.list.0.link_type'],
  ]);
});

describe('popupTopListQueryOptions', () => {
  it('caches without expiry and does not refetch on focus (spec/site.md §4)', () => {
    const client = createApiClient({ baseUrl: 'http://127.0.0.1:9' });
    const options = popupTopListQueryOptions(client, DEFAULT_CENTER_CODE);
    expect(options.staleTime).toBe(Infinity);
    expect(options.refetchOnWindowFocus).toBe(false);
    // Each site keeps its own list (spec/site.md §1).
    expect(popupTopListQueryOptions(client, 'CT0023').queryKey).not.toEqual(options.queryKey);
  });
});

describe('getPopupTopList', () => {
  let server: LocalServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it("asks the main site's banners without a code and a centre's with its code", async () => {
    server = await startLocalServer((_request, response) =>
      sendJson(response, 200, { result: true, data: { list: [banner] } }),
    );
    const client = createApiClient({ baseUrl: server.url });
    await expect(getPopupTopList(client, DEFAULT_CENTER_CODE)).resolves.toEqual({
      result: true,
      data: { list: [banner] },
    });
    await getPopupTopList(client, 'CT0023');
    expect(server.requests.map((request) => request.url)).toEqual([
      POPUP_TOP_LIST_PATH,
      `${POPUP_TOP_LIST_PATH}?center_code=CT0023`,
    ]);
  });
});
