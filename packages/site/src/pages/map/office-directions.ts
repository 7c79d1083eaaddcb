// What the office page says about reaching an office, from its directions (spec/site.md §2
// Office map, "a map image"): the map's text alternative, the nearest stations in words, and
// the links that open the office's address in the map services.
import type { Office } from '@lawfirm/api-client/site-core';

type OfficeStation = NonNullable<Office['directions']>['stations'][number];

import { KAKAO_MAP_SEARCH_URL, NAVER_MAP_SEARCH_URL } from './map-constants';

/** "교대역(2·3호선) 10번 출구에서 도보 4분", "제주지방법원 정류장(간선 415)에서 도보 2분". */
export function stationDescription(station: OfficeStation): string {
  const where = `${station.name}(${station.lines})${station.exit ? ` ${station.exit}` : ''}`;
  return `${where}에서 도보 ${station.walk_minutes}분`;
}

/**
 * The map image's text alternative: the walk it draws and the landmarks on it; an office
 * without directions (older data) is described by its address.
 */
export function officeMapAlt(office: Pick<Office, 'title' | 'address' | 'directions'>): string {
  const directions = office.directions;
  if (!directions) return `${office.title} 약도: ${office.address}에 위치`;
  const around = directions.landmarks.map((landmark) => landmark.name).join(', ');
  return `${office.title} 약도. ${directions.route}${around ? ` 주변: ${around}.` : ''}`;
}

/**
 * The road address a map service can find: the address up to the building's name and floor
 * ("서울특별시 서초구 법조타운로 27, 한결타워 8층" is searched as "… 법조타운로 27").
 */
export function searchableAddress(address: string): string {
  return address.split(',')[0]?.trim() || address.trim();
}

export interface MapServiceLink {
  service: 'naver' | 'kakao';
  label: string;
  href: string;
}

/** 네이버 지도 and 카카오맵, each searching the office's address. */
export function addressMapLinks(address: string): MapServiceLink[] {
  const query = encodeURIComponent(searchableAddress(address));
  return [
    { service: 'naver', label: '네이버 지도에서 보기', href: `${NAVER_MAP_SEARCH_URL}${query}` },
    { service: 'kakao', label: '카카오맵에서 보기', href: `${KAKAO_MAP_SEARCH_URL}${query}` },
  ];
}
