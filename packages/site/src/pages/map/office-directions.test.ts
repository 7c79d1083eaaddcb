import { describe, expect, it } from 'vitest';

import { KAKAO_MAP_SEARCH_URL, NAVER_MAP_SEARCH_URL } from './map-constants';
import { SEOUL_DIRECTIONS } from './map-fixture';
import {
  addressMapLinks,
  officeMapAlt,
  searchableAddress,
  stationDescription,
} from './office-directions';

const ADDRESS = '서울특별시 서초구 법조타운로 27, 한결타워 8층';

describe('addressMapLinks', () => {
  it('opens the road address in 네이버 지도 and 카카오맵, encoded', () => {
    const encoded = encodeURIComponent('서울특별시 서초구 법조타운로 27');
    expect(addressMapLinks(ADDRESS)).toEqual([
      {
        service: 'naver',
        label: '네이버 지도에서 보기',
        href: `${NAVER_MAP_SEARCH_URL}${encoded}`,
      },
      { service: 'kakao', label: '카카오맵에서 보기', href: `${KAKAO_MAP_SEARCH_URL}${encoded}` },
    ]);
    expect(NAVER_MAP_SEARCH_URL).toBe('https://map.naver.com/p/search/');
    expect(KAKAO_MAP_SEARCH_URL).toBe('https://map.kakao.com/link/search/');
  });

  it('keeps characters that mean something in a URL inside the search', () => {
    const [naver] = addressMapLinks('부산 해운대구 A&B로 1/2 #3');
    expect(naver?.href).toBe(
      `${NAVER_MAP_SEARCH_URL}%EB%B6%80%EC%82%B0%20%ED%95%B4%EC%9A%B4%EB%8C%80%EA%B5%AC%20A%26B%EB%A1%9C%201%2F2%20%233`,
    );
  });
});

describe('searchableAddress', () => {
  it.each([
    [ADDRESS, '서울특별시 서초구 법조타운로 27'],
    ['제주특별자치도 제주시 한라법원로 35', '제주특별자치도 제주시 한라법원로 35'],
    ['  , 3층', ', 3층'],
  ])('%s -> %s', (address, expected) => {
    expect(searchableAddress(address)).toBe(expected);
  });
});

describe('stationDescription', () => {
  it('names the station, its lines, the exit and the walk', () => {
    expect(stationDescription(SEOUL_DIRECTIONS.stations[0]!)).toBe(
      '교대역(2·3호선) 10번 출구에서 도보 4분',
    );
  });

  it('names a bus stop without an exit', () => {
    expect(
      stationDescription({
        ...SEOUL_DIRECTIONS.stations[0]!,
        kind: 'bus',
        name: '제주지방법원 정류장',
        lines: '간선 415',
        exit: null,
        walk_minutes: 2,
      }),
    ).toBe('제주지방법원 정류장(간선 415)에서 도보 2분');
  });
});

describe('officeMapAlt', () => {
  it('describes the walk the map draws and the landmarks on it', () => {
    expect(
      officeMapAlt({ title: '서울 본사', address: ADDRESS, directions: SEOUL_DIRECTIONS }),
    ).toBe(`서울 본사 약도. ${SEOUL_DIRECTIONS.route} 주변: 서울법원종합청사, 서리풀공원.`);
  });

  it('falls back to the address for an office without directions', () => {
    expect(officeMapAlt({ title: '종로 사무소', address: '종로구 1', directions: null })).toBe(
      '종로 사무소 약도: 종로구 1에 위치',
    );
  });
});
