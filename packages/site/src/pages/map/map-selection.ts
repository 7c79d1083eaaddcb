// The office map's selection rules (spec/site.md §2 Office map): which region an office is in,
// a region's default office, the cells each layout shows and the bottom sheet's pages.
import type { Office, Region } from '@lawfirm/api-client/site';
import { officePath } from '@lawfirm/api-client/site-core';

import { totalPagesOf } from '../../components/pagination/pagination-rules';

import {
  ALL_LAYOUT_CELLS,
  HEAD_OFFICE_REGION_KEY,
  MAP_SERVICE_PLACE_URL,
  MAP_SHEET_PAGE_SIZE,
  REGION_OFFICE_LIMIT,
  VIDEO_DIRECTION_OFFICE_KEYS,
} from './map-constants';

/** What the map shows: a region and one of its offices, or every office (the "all" tile). */
export type MapSelection =
  { kind: 'all' } | { kind: 'office'; regionKey: Region['key']; officeKey: string };

export const ALL_SELECTION: MapSelection = { kind: 'all' };

/** The offices a region's grid shows: its first REGION_OFFICE_LIMIT, in the api's order. */
export function regionOffices(region: Region): Office[] {
  return region.offices.slice(0, REGION_OFFICE_LIMIT);
}

/** Selecting a region selects its default office, its first; a region without offices selects all. */
export function selectRegion(regions: readonly Region[], regionKey: string): MapSelection {
  const region = regions.find((candidate) => candidate.key === regionKey);
  const office = region?.offices[0];
  return region && office
    ? { kind: 'office', regionKey: region.key, officeKey: office.key }
    : ALL_SELECTION;
}

/** The selection of one office by key (/map/{key}); undefined when no region has it. */
export function selectOffice(
  regions: readonly Region[],
  officeKey: string,
): MapSelection | undefined {
  const region = regions.find((candidate) =>
    candidate.offices.some((office) => office.key === officeKey),
  );
  return region ? { kind: 'office', regionKey: region.key, officeKey } : undefined;
}

/** The office with the key, from any region. */
export function findOffice(regions: readonly Region[], officeKey: string): Office | undefined {
  for (const region of regions) {
    const office = region.offices.find((candidate) => candidate.key === officeKey);
    if (office) return office;
  }
  return undefined;
}

/** The regions with the head office's first, the others in the api's order. */
export function headOfficeRegionFirst<R extends Pick<Region, 'key'>>(regions: readonly R[]): R[] {
  const headRegion = regions.filter((region) => region.key === HEAD_OFFICE_REGION_KEY);
  const others = regions.filter((region) => region.key !== HEAD_OFFICE_REGION_KEY);
  return [...headRegion, ...others];
}

/** Every office, region by region (the head office's first), for the all layout. */
export function allOffices(regions: readonly Region[]): Office[] {
  return headOfficeRegionFirst(regions).flatMap((region) => region.offices);
}

/** The number of pages of `size` items; an empty list still has one (empty) page. */
export function pageCount(total: number, size: number): number {
  return Math.max(1, totalPagesOf(total, size));
}

/** Page `page` (0-based, clamped to the pages there are) of `size` items. */
export function pageItems<T>(items: readonly T[], page: number, size: number): T[] {
  const last = pageCount(items.length, size) - 1;
  const current = Math.min(Math.max(0, Math.floor(page)), last);
  return items.slice(current * size, current * size + size);
}

/** The bottom sheet's page of areas (§9: 6 a page). */
export function sheetPage<T>(items: readonly T[], page: number): T[] {
  return pageItems(items, page, MAP_SHEET_PAGE_SIZE);
}

/** The all layout's cells after `shown` presses of "more": ALL_LAYOUT_CELLS more each time. */
export function allLayoutCells<T>(items: readonly T[], pagesShown: number): T[] {
  return items.slice(0, Math.max(1, pagesShown) * ALL_LAYOUT_CELLS);
}

/** §2 "working hours split on a pipe into lines"; blank pieces dropped. */
export function worktimeLines(worktime: string): string[] {
  return worktime
    .split('|')
    .map((line) => line.trim())
    .filter(Boolean);
}

/** §2 "a map-service link built from place_id". */
export function mapServiceUrl(placeId: string, base: string = MAP_SERVICE_PLACE_URL): string {
  return `${base}${encodeURIComponent(placeId)}`;
}

/** §2: the video directions link only for the five named offices, and only when there is one. */
export function videoDirectionsUrl(office: Office): string | null {
  return (VIDEO_DIRECTION_OFFICE_KEYS as readonly string[]).includes(office.key) && office.video_url
    ? office.video_url
    : null;
}

/** §2 "Share … with URL /map/{key}": the office's absolute address on this site. */
export function officeShareUrl(origin: string, officeKey: string): string {
  return `${origin.replace(/\/$/, '')}${officePath(officeKey)}`;
}
