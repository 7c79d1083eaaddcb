import { describe, expect, it } from 'vitest';

import { MAP_REGIONS_FIXTURE } from './map-fixture';
import {
  ALL_LAYOUT_CELLS,
  MAP_SHEET_PAGE_SIZE,
  REGION_OFFICE_LIMIT,
  VIDEO_DIRECTION_OFFICE_KEYS,
} from './map-constants';
import {
  ALL_SELECTION,
  allLayoutCells,
  allOffices,
  findOffice,
  mapServiceUrl,
  officeShareUrl,
  pageCount,
  pageItems,
  regionOffices,
  selectOffice,
  selectRegion,
  sheetPage,
  videoDirectionsUrl,
  worktimeLines,
} from './map-selection';

const regions = MAP_REGIONS_FIXTURE;
const busan = regions.find((region) => region.key === 'busan-ulsan-gyeongnam')!;

describe('selectRegion (spec/site.md §2: selecting a region selects its default office)', () => {
  it.each([
    ['seoul', 'seoul'],
    ['busan-ulsan-gyeongnam', 'busan1'],
    ['gangwon', 'chuncheon'],
  ])('%s selects its first office, %s', (regionKey, officeKey) => {
    expect(selectRegion(regions, regionKey)).toEqual({ kind: 'office', regionKey, officeKey });
  });

  it.each(['jeju', 'atlantis'])('%s (no office, or no such region) selects all', (regionKey) => {
    expect(selectRegion(regions, regionKey)).toEqual(ALL_SELECTION);
  });
});

describe('selectOffice and findOffice (/map/{key})', () => {
  it('find the office and its region in any region', () => {
    expect(selectOffice(regions, 'changwon')).toEqual({
      kind: 'office',
      regionKey: 'busan-ulsan-gyeongnam',
      officeKey: 'changwon',
    });
    expect(findOffice(regions, 'samseong')?.tab_name).toBe('삼성');
  });

  it('answer undefined for a key no office has', () => {
    expect(selectOffice(regions, 'nowhere')).toBeUndefined();
    expect(findOffice(regions, 'nowhere')).toBeUndefined();
  });
});

describe('the layouts (spec/site.md §2: 6 offices per region, 8 cells in the other)', () => {
  it('a region grid shows at most 6 offices, in order', () => {
    expect(REGION_OFFICE_LIMIT).toBe(6);
    expect(busan.offices).toHaveLength(8);
    expect(regionOffices(busan).map((office) => office.key)).toEqual(
      busan.offices.slice(0, 6).map((office) => office.key),
    );
  });

  it('the all layout shows 8 cells, and 8 more per "more"', () => {
    const offices = allOffices(regions);
    expect(ALL_LAYOUT_CELLS).toBe(8);
    expect(allLayoutCells(offices, 1)).toEqual(offices.slice(0, 8));
    expect(allLayoutCells(offices, 2)).toEqual(offices.slice(0, 16));
    expect(allLayoutCells(offices, 99)).toEqual(offices);
    expect(allLayoutCells(offices, 0)).toHaveLength(8);
  });

  it('every office, region by region, the head office first', () => {
    const offices = allOffices(regions);
    expect(offices).toHaveLength(regions.reduce((sum, region) => sum + region.offices.length, 0));
    expect(new Set(offices.map((office) => office.key)).size).toBe(offices.length);
    expect(offices[0]?.key).toBe('seoul');
    // After Seoul's, the regions in the api's order: Gangwon's first.
    const afterSeoul = offices[regions.find((region) => region.key === 'seoul')!.offices.length];
    expect(afterSeoul?.key).toBe('chuncheon');
  });
});

describe('paging (spec/site.md §9 mobile map sheet: 6 areas a page)', () => {
  it.each([
    [0, 6, 1],
    [1, 6, 1],
    [6, 6, 1],
    [7, 6, 2],
    [12, 6, 2],
    [13, 6, 3],
  ])('%i items in pages of %i make %i pages', (total, size, pages) => {
    expect(pageCount(total, size)).toBe(pages);
  });

  it('a page holds 6 areas; the last one the rest', () => {
    expect(MAP_SHEET_PAGE_SIZE).toBe(6);
    expect(sheetPage(busan.offices, 0).map((office) => office.tab_name)).toEqual([
      '부산',
      '서면',
      '명지',
      '울산',
      '창원',
      '김해',
    ]);
    expect(sheetPage(busan.offices, 1).map((office) => office.tab_name)).toEqual(['진주', '양산']);
  });

  it('clamps a page outside the range', () => {
    const items = [1, 2, 3, 4, 5, 6, 7];
    expect(pageItems(items, -1, 6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pageItems(items, 5, 6)).toEqual([7]);
    expect(pageItems([], 0, 6)).toEqual([]);
  });
});

describe('office details', () => {
  it('split working hours on the pipe, dropping blank pieces', () => {
    expect(worktimeLines('평일 09:00 - 18:00| 토요일 10:00 - 15:00 ||')).toEqual([
      '평일 09:00 - 18:00',
      '토요일 10:00 - 15:00',
    ]);
  });

  it('build the map-service link from place_id', () => {
    expect(mapServiceUrl('1804207919', 'https://maps.test/place/')).toBe(
      'https://maps.test/place/1804207919',
    );
    expect(mapServiceUrl('a b', 'https://maps.test/place/')).toBe('https://maps.test/place/a%20b');
  });

  it('give video directions only to seoul, busan1, myeongji, busan2 and samseong', () => {
    const withVideo = allOffices(regions)
      .filter((office) => videoDirectionsUrl(office))
      .map((office) => office.key);
    expect(new Set(withVideo)).toEqual(new Set(VIDEO_DIRECTION_OFFICE_KEYS));
    const seoul = findOffice(regions, 'seoul')!;
    expect(videoDirectionsUrl({ ...seoul, video_url: null })).toBeNull();
  });

  it('share /map/{key} on the site', () => {
    expect(officeShareUrl('https://firm.test/', 'busan1')).toBe('https://firm.test/map/busan1');
  });
});
