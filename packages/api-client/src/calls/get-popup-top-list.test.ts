import { describe, expect, it } from 'vitest';

import { createApiClient } from '../http/client';
import { itAccepts, itRejects, without } from '../test-utils/schema-cases';

import { popupTopListResponseSchema } from './get-popup-top-list';
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
    const options = popupTopListQueryOptions(createApiClient({ baseUrl: 'http://127.0.0.1:9' }));
    expect(options.staleTime).toBe(Infinity);
    expect(options.refetchOnWindowFocus).toBe(false);
  });
});
