// The office map's constants (spec/site.md §2 Office map, §9), named as the spec names them.
import { breakpoints } from '@lawfirm/ui';

/** §2 "up to 6 offices per region in one layout": the region layout's office cells. */
export const REGION_OFFICE_LIMIT = 6;
/** §2 "… and 8 cells in the other": the all-offices layout shows 8 cells a page. */
export const ALL_LAYOUT_CELLS = 8;
/** §9 "Mobile map sheet: 6 areas per page, 3 columns". */
export const MAP_SHEET_PAGE_SIZE = 6;
export const MAP_SHEET_COLUMNS = 3;
/** The bottom sheet is the mobile layout's: at §9's scroll-behaviour breakpoint (767 px) and under. */
export const MAP_SHEET_MAX_WIDTH_PX = breakpoints.scrollBehaviour;

/** §2 "a video directions link only for offices with key seoul, busan1, myeongji, busan2 or samseong". */
export { VIDEO_DIRECTION_OFFICE_KEYS } from '@lawfirm/api-client';

/** §2 "The heading line says consultation intake is possible anywhere, 365 days, 24 hours". */
export const MAP_HEADLINE = '전국 어디서나 365일 24시간 상담 접수가 가능합니다';
/** §2 Share messages, in Korean. */
export const SHARE_COPIED_MESSAGE = '링크가 클립보드에 복사되었습니다.';
export const SHARE_UNSUPPORTED_MESSAGE = '공유하기를 지원하지 않는 환경입니다.';
/** §2 "a note recommending public transport". */
export const PUBLIC_TRANSPORT_NOTE = '방문하실 때는 가급적 대중교통을 이용해 주세요.';
/**
 * The region of the firm's head office (서울 본사, its first office): the list of every office
 * starts there, where a visitor looks first; the map keeps the spec's region order.
 */
export const HEAD_OFFICE_REGION_KEY = 'seoul';
/** The "all" tile's label. */
export const ALL_OFFICES_LABEL = '전체';
/**
 * The map service's place page; place_id is appended (§2 "a map-service link built from
 * place_id"). The spec names no service; we link the one Korean visitors use most.
 */
export const MAP_SERVICE_PLACE_URL = 'https://map.naver.com/p/entry/place/';
/**
 * The two map services Korean visitors use, searched by the office's address (ours: the spec
 * names no service); the encoded address is appended.
 */
export const NAVER_MAP_SEARCH_URL = 'https://map.naver.com/p/search/';
export const KAKAO_MAP_SEARCH_URL = 'https://map.kakao.com/link/search/';
