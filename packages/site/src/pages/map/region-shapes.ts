// The 12 regions of spec/site.md §2 Office map, drawn for this site: a stylised outline of
// South Korea on a 420 x 600 grid, neighbouring regions sharing their corner points. Not
// survey data: the shapes only need to read as the regions a visitor knows.
import type { Region } from '@lawfirm/api-client/site';

export interface RegionShape {
  /** The polygon's corners, `x,y` pairs. */
  points: string;
  /** Where the region's name sits. */
  label: { x: number; y: number };
}

export const REGION_MAP_VIEWBOX = '0 0 420 600';

export const REGION_SHAPES: Record<Region['key'], RegionShape> = {
  'gyeonggi-north': {
    points: '100,70 200,48 205,120 175,140 140,135 115,115',
    label: { x: 158, y: 95 },
  },
  gangwon: {
    points: '200,48 312,18 358,170 300,200 230,185 215,150 205,120',
    label: { x: 275, y: 110 },
  },
  seoul: {
    points: '140,135 175,140 181,166 150,174 134,156',
    label: { x: 158, y: 158 },
  },
  'incheon-bucheon': {
    points: '82,128 115,115 140,135 134,156 150,174 120,186 78,166',
    label: { x: 107, y: 152 },
  },
  'gyeonggi-south': {
    points: '120,186 150,174 181,166 175,140 205,120 215,150 230,185 215,235 150,240 120,214',
    label: { x: 178, y: 205 },
  },
  chungbuk: {
    points: '230,185 300,200 282,250 252,300 216,290 200,260 215,235',
    label: { x: 250, y: 240 },
  },
  'daejeon-chungnam': {
    points: '58,232 120,214 150,240 215,235 200,260 216,290 180,322 110,322 74,292',
    label: { x: 140, y: 278 },
  },
  'daegu-gyeongbuk': {
    points: '300,200 358,170 372,322 330,346 275,340 252,300 282,250',
    label: { x: 318, y: 270 },
  },
  jeonbuk: {
    points: '110,322 180,322 216,290 252,300 236,362 180,382 98,376',
    label: { x: 168, y: 348 },
  },
  'gwangju-jeonnam': {
    points: '98,376 180,382 236,362 232,432 182,462 120,472 74,442 84,402',
    label: { x: 155, y: 420 },
  },
  'busan-ulsan-gyeongnam': {
    points: '236,362 252,300 275,340 330,346 372,322 362,402 322,432 232,432',
    label: { x: 300, y: 388 },
  },
  jeju: {
    points: '82,536 112,520 160,521 178,538 152,560 102,561',
    label: { x: 130, y: 542 },
  },
};
