// spec/site.md §2 Office map: the regions and the offices with video directions.

/**
 * §2 Office map: the 12 regions in the spec's order. The keys are ours; the names are the
 * Korean region names the map shows.
 */
export const REGIONS = [
  { key: 'gangwon', name: '강원' },
  { key: 'gyeonggi-north', name: '경기북부' },
  { key: 'seoul', name: '서울' },
  { key: 'incheon-bucheon', name: '인천·부천' },
  { key: 'gyeonggi-south', name: '경기남부' },
  { key: 'chungbuk', name: '충북' },
  { key: 'daejeon-chungnam', name: '대전·충남' },
  { key: 'daegu-gyeongbuk', name: '대구·경북' },
  { key: 'jeonbuk', name: '전북' },
  { key: 'gwangju-jeonnam', name: '광주·전남' },
  { key: 'busan-ulsan-gyeongnam', name: '부산·울산·경남' },
  { key: 'jeju', name: '제주' },
] as const;

/** §2 Office map: only these offices show a video directions link. */
export const VIDEO_DIRECTION_OFFICE_KEYS = [
  'seoul',
  'busan1',
  'myeongji',
  'busan2',
  'samseong',
] as const;
