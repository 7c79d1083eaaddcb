// Each office's way in (spec/site.md §2 Office map, "a map image"): the stations or bus stops
// nearest to it, the landmarks a visitor recognises and the streets between, placed on a plan of
// the block (x 0-100 west to east, y 0-100 north to south). The office's map is drawn from it
// (images/office-map.ts) and the site writes the map's text alternative from it. The addresses
// and buildings are made up; the stations, lines and landmarks are the real ones near where
// such an address would be.
import type {
  OfficeDirections,
  OfficeLandmark,
  OfficeRoad,
  OfficeStation,
} from '../../db/schema/offices';

/** Line colours as the operators paint them; buses in the trunk-line blue. */
const LINE = {
  seoul1: '#0052A4',
  seoul2: '#00A84D',
  seoul3: '#EF7C1C',
  seoul5: '#996CAC',
  seoul7: '#747F00',
  sinbundang: '#D4003B',
  suinbundang: '#F5A200',
  gyeongchun: '#0C8E72',
  korail: '#1B4D8C',
  daejeon1: '#007448',
  daegu2: '#47A22B',
  busan1: '#F06A00',
  busan2: '#81BF48',
  donghae: '#2F7BC0',
  bus: '#3D5BAB',
} as const;

type Point = readonly [x: number, y: number];

const subway = (
  name: string,
  lines: string,
  exit: string,
  walkMinutes: number,
  color: string,
  [x, y]: Point,
): OfficeStation => ({ name, kind: 'subway', lines, exit, walk_minutes: walkMinutes, color, x, y });

const rail = (
  name: string,
  lines: string,
  exit: string,
  walkMinutes: number,
  [x, y]: Point,
): OfficeStation => ({
  name,
  kind: 'rail',
  lines,
  exit,
  walk_minutes: walkMinutes,
  color: LINE.korail,
  x,
  y,
});

const bus = (name: string, lines: string, walkMinutes: number, [x, y]: Point): OfficeStation => ({
  name,
  kind: 'bus',
  lines,
  exit: null,
  walk_minutes: walkMinutes,
  color: LINE.bus,
  x,
  y,
});

const mark = (name: string, kind: OfficeLandmark['kind'], [x, y]: Point): OfficeLandmark => ({
  name,
  kind,
  x,
  y,
});

const across = (name: string, y: number, major = true): OfficeRoad => ({
  name,
  axis: 'h',
  at: y,
  major,
});
const down = (name: string, x: number, major = true): OfficeRoad => ({
  name,
  axis: 'v',
  at: x,
  major,
});

export const OFFICE_DIRECTIONS: Readonly<Record<string, OfficeDirections>> = {
  chuncheon: {
    stations: [bus('춘천지방법원 정류장', '간선 300·일반 7', 3, [30, 58])],
    landmarks: [
      mark('춘천지방법원', 'court', [22, 28]),
      mark('춘천지방검찰청', 'prosecution', [48, 28]),
      mark('공지천', 'water', [50, 88]),
    ],
    roads: [across('새봄로', 58), down('효자로', 62, false)],
    office: { x: 76, y: 36 },
    route:
      '춘천지방법원 정류장에서 내려 새봄로를 따라 동쪽으로 3분 걸으면, 효자로와 만나는 모퉁이의 봄내빌딩입니다.',
  },
  wonju: {
    stations: [bus('국민건강보험공단 정류장', '간선 2·지선 31', 4, [70, 44])],
    landmarks: [
      mark('국민건강보험공단', 'government', [78, 18]),
      mark('혁신도시 중앙공원', 'park', [22, 74]),
      mark('한국관광공사', 'business', [78, 80]),
    ],
    roads: [across('치악중앙로', 44), down('혁신로', 44, false)],
    office: { x: 30, y: 28 },
    route:
      '국민건강보험공단 정류장에서 내려 치악중앙로를 따라 서쪽으로 걷다가 혁신로를 건너면 왼쪽에 한빛타워가 보입니다.',
  },
  uijeongbu: {
    stations: [subway('녹양역', '1호선', '2번 출구', 7, LINE.seoul1, [16, 62])],
    landmarks: [
      mark('의정부지방법원', 'court', [80, 22]),
      mark('의정부지방검찰청', 'prosecution', [86, 84]),
      mark('녹양근린공원', 'park', [36, 84]),
    ],
    roads: [across('녹양법조로', 62), down('평화로', 68)],
    office: { x: 46, y: 42 },
    route:
      '녹양역 2번 출구로 나와 녹양법조로를 따라 법원 방향으로 7분 걸으면, 평화로 교차로 못미처 왼쪽의 정의빌딩입니다.',
  },
  goyang: {
    stations: [subway('정발산역', '3호선', '1번 출구', 6, LINE.seoul3, [22, 40])],
    landmarks: [
      mark('일산호수공원', 'park', [64, 84]),
      mark('고양아람누리', 'culture', [22, 16]),
      mark('의정부지방법원 고양지원', 'court', [76, 20]),
    ],
    roads: [across('호수마루로', 40), down('정발산로', 52, false), across('중앙로', 66, false)],
    office: { x: 64, y: 50 },
    route:
      '정발산역 1번 출구로 나와 호수마루로를 따라 호수공원 방향으로 6분 걸으면, 정발산로를 건너 오른쪽에 마루타워가 있습니다.',
  },
  seoul: {
    stations: [
      subway('교대역', '2·3호선', '10번 출구', 4, LINE.seoul2, [24, 52]),
      subway('서초역', '2호선', '7번 출구', 8, LINE.seoul2, [88, 52]),
    ],
    landmarks: [
      mark('서울법원종합청사', 'court', [70, 22]),
      mark('서울중앙지방검찰청', 'prosecution', [68, 84]),
      mark('서리풀공원', 'park', [22, 86]),
    ],
    roads: [across('서초대로', 52), down('법조타운로', 46, false), down('반포대로', 88)],
    office: { x: 46, y: 30 },
    route:
      '교대역 10번 출구로 나와 서초대로를 따라 서초역 방향으로 걷다가 법조타운로에서 왼쪽으로 들어서면 한결타워입니다. 도보 4분.',
  },
  samseong: {
    stations: [subway('삼성역', '2호선', '4번 출구', 3, LINE.seoul2, [66, 46])],
    landmarks: [
      mark('코엑스', 'shopping', [74, 18]),
      mark('봉은사', 'culture', [32, 16]),
      mark('삼성해맞이공원', 'park', [82, 80]),
    ],
    roads: [across('테헤란로', 46), down('영동대로', 54)],
    office: { x: 28, y: 66 },
    route:
      '삼성역 4번 출구로 나와 영동대로를 건너 테헤란로를 따라 선릉 방향으로 3분 걸으면 왼쪽에 새솔빌딩이 있습니다.',
  },
  jongno: {
    stations: [subway('광화문역', '5호선', '2번 출구', 5, LINE.seoul5, [36, 58])],
    landmarks: [
      mark('광화문광장', 'park', [52, 18]),
      mark('세종문화회관', 'culture', [18, 34]),
      mark('정부서울청사', 'government', [14, 82]),
    ],
    roads: [down('세종대로', 30), across('새문안로', 58)],
    office: { x: 70, y: 38 },
    route:
      '광화문역 2번 출구로 나와 새문안로를 따라 동쪽으로 5분 걸으면 왼쪽 골목 안쪽의 도심빌딩입니다.',
  },
  incheon: {
    stations: [subway('인하대역', '수인분당선', '3번 출구', 9, LINE.suinbundang, [16, 48])],
    landmarks: [
      mark('인천지방법원', 'court', [66, 70]),
      mark('인천지방검찰청', 'prosecution', [86, 70]),
      mark('문학산', 'park', [80, 18]),
    ],
    roads: [across('소라법원로', 48), down('매소홀로', 44)],
    office: { x: 58, y: 32 },
    route:
      '인하대역 3번 출구로 나와 매소홀로 교차로에서 소라법원로로 들어서 법원 방향으로 9분 걸으면 바다빌딩입니다.',
  },
  bucheon: {
    stations: [subway('상동역', '7호선', '4번 출구', 5, LINE.seoul7, [78, 48])],
    landmarks: [
      mark('인천지방법원 부천지원', 'court', [22, 22]),
      mark('부천시청', 'government', [50, 18]),
      mark('상동호수공원', 'park', [30, 82]),
    ],
    roads: [across('길주로', 48), down('복사골중앙로', 58, false)],
    office: { x: 46, y: 62 },
    route:
      '상동역 4번 출구로 나와 길주로를 따라 서쪽으로 걷다가 복사골중앙로에서 왼쪽으로 돌면 상동타워입니다. 도보 5분.',
  },
  suwon: {
    stations: [subway('광교중앙역', '신분당선', '1번 출구', 8, LINE.sinbundang, [84, 54])],
    landmarks: [
      mark('수원고등법원·수원지방법원', 'court', [20, 20]),
      mark('경기도청', 'government', [72, 20]),
      mark('광교호수공원', 'park', [34, 84]),
    ],
    roads: [across('광교중앙로', 54), down('광교법조로', 50, false)],
    office: { x: 40, y: 38 },
    route:
      '광교중앙역 1번 출구로 나와 광교중앙로를 따라 법원 방향으로 8분 걸으면, 광교법조로를 지나 오른쪽의 광교스퀘어입니다.',
  },
  seongnam: {
    stations: [subway('판교역', '신분당선·경강선', '1번 출구', 7, LINE.sinbundang, [20, 60])],
    landmarks: [
      mark('현대백화점 판교점', 'shopping', [22, 24]),
      mark('화랑공원', 'park', [78, 84]),
      mark('판교테크노밸리', 'business', [80, 20]),
    ],
    roads: [across('판교역로', 60), down('판교테크로', 60, false)],
    office: { x: 66, y: 50 },
    route:
      '판교역 1번 출구로 나와 판교역로를 따라 테크노밸리 방향으로 7분 걸으면, 판교테크로와 만나는 곳의 테크원빌딩입니다.',
  },
  cheongju: {
    stations: [bus('청주지방법원 정류장', '511·832', 3, [38, 50])],
    landmarks: [
      mark('청주지방법원', 'court', [20, 24]),
      mark('청주지방검찰청', 'prosecution', [44, 24]),
      mark('무심천', 'water', [50, 90]),
    ],
    roads: [across('무심천법원로', 50), down('산남로', 60, false)],
    office: { x: 74, y: 34 },
    route:
      '청주지방법원 정류장에서 내려 무심천법원로를 따라 동쪽으로 3분 걸으면 산남로 건너편의 무심빌딩입니다.',
  },
  daejeon: {
    stations: [subway('정부청사역', '대전 1호선', '3번 출구', 10, LINE.daejeon1, [86, 50])],
    landmarks: [
      mark('대전지방법원', 'court', [34, 76]),
      mark('정부대전청사', 'government', [86, 84]),
      mark('샘머리공원', 'park', [24, 22]),
    ],
    roads: [across('둔산법조로', 50), down('한밭대로', 66)],
    office: { x: 40, y: 34 },
    route:
      '정부청사역 3번 출구로 나와 한밭대로를 건너 둔산법조로를 따라 법원 방향으로 10분 걸으면 오른쪽에 한밭타워가 있습니다.',
  },
  cheonan: {
    stations: [
      rail('천안아산역', 'KTX·SRT', '2번 출구', 12, [14, 56]),
      bus('불당중앙공원 정류장', '200·201', 2, [50, 56]),
    ],
    landmarks: [
      mark('불당중앙공원', 'park', [20, 86]),
      mark('갤러리아 센터시티', 'shopping', [82, 20]),
      mark('천안시청', 'government', [30, 20]),
    ],
    roads: [across('불당중앙로', 56), down('번영로', 40, false)],
    office: { x: 62, y: 70 },
    route:
      '불당중앙공원 정류장에서 내려 불당중앙로를 따라 동쪽으로 걷다가 첫 골목에서 오른쪽으로 들어서면 불당센트럴입니다. 도보 2분, 천안아산역 2번 출구에서는 같은 길로 12분입니다.',
  },
  daegu: {
    stations: [subway('범어역', '2호선', '4번 출구', 8, LINE.daegu2, [18, 46])],
    landmarks: [
      mark('대구지방법원', 'court', [60, 16]),
      mark('대구지방검찰청', 'prosecution', [84, 16]),
      mark('범어공원', 'park', [68, 82]),
    ],
    roads: [across('달구벌대로', 46), down('범어법조로', 48, false)],
    office: { x: 34, y: 30 },
    route:
      '범어역 4번 출구로 나와 달구벌대로를 따라 법원 방향으로 걷다가 범어법조로에서 왼쪽으로 돌면 달구벌타워입니다. 도보 8분.',
  },
  pohang: {
    stations: [bus('양덕 법원 정류장', '207·5000', 4, [64, 52])],
    landmarks: [
      mark('대구지방법원 포항지원', 'court', [80, 22]),
      mark('대구지방검찰청 포항지청', 'prosecution', [84, 86]),
      mark('환호공원', 'park', [22, 22]),
    ],
    roads: [across('영일만중앙로', 52), down('양덕로', 46, false)],
    office: { x: 30, y: 66 },
    route:
      '양덕 법원 정류장에서 내려 영일만중앙로를 따라 서쪽으로 걷다가 양덕로를 건너면 왼쪽에 바다솔빌딩이 있습니다. 도보 4분.',
  },
  jeonju: {
    stations: [bus('전주지방법원 정류장', '165·970', 3, [30, 46])],
    landmarks: [
      mark('전주지방법원', 'court', [18, 20]),
      mark('전주지방검찰청', 'prosecution', [42, 20]),
      mark('기지제 호수공원', 'park', [74, 82]),
    ],
    roads: [across('만성법조로', 46), down('만성중앙로', 58, false)],
    office: { x: 72, y: 30 },
    route:
      '전주지방법원 정류장에서 내려 만성법조로를 따라 동쪽으로 3분 걸으면, 만성중앙로를 건너 왼쪽의 온고을빌딩입니다.',
  },
  gwangju: {
    stations: [bus('광주지방법원 정류장', '49·지원25', 2, [44, 56])],
    landmarks: [
      mark('광주지방법원', 'court', [26, 24]),
      mark('광주지방검찰청', 'prosecution', [50, 24]),
      mark('조선대학교', 'school', [76, 82]),
    ],
    roads: [across('빛고을법원로', 56), down('지산로', 58, false)],
    office: { x: 72, y: 38 },
    route:
      '광주지방법원 정류장에서 내려 빛고을법원로를 따라 동쪽으로 2분 걸으면, 지산로를 건너 왼쪽의 무등타워입니다.',
  },
  suncheon: {
    stations: [bus('연향동 패션의거리 정류장', '51·777', 3, [62, 50])],
    landmarks: [
      mark('광주지방법원 순천지원', 'court', [80, 20]),
      mark('조례호수공원', 'park', [22, 80]),
      mark('팔마체육관', 'culture', [80, 80]),
    ],
    roads: [across('연향중앙로', 50), down('팔마로', 44, false)],
    office: { x: 30, y: 34 },
    route:
      '연향동 패션의거리 정류장에서 내려 연향중앙로를 따라 서쪽으로 걷다가 팔마로를 건너면 오른쪽에 정원빌딩이 있습니다. 도보 3분.',
  },
  busan1: {
    stations: [
      rail('거제역(법원·검찰청)', '동해선', '1번 출구', 5, [18, 60]),
      subway('연산역', '1·3호선', '11번 출구', 14, LINE.busan1, [90, 60]),
    ],
    landmarks: [
      mark('부산지방법원', 'court', [40, 22]),
      mark('부산지방검찰청', 'prosecution', [64, 22]),
      mark('부산시청', 'government', [66, 88]),
    ],
    roads: [across('법원남로', 60), down('거제대로', 30, false)],
    office: { x: 50, y: 44 },
    route:
      '동해선 거제역 1번 출구로 나와 거제대로를 건너 법원남로를 따라 법원 방향으로 5분 걸으면 오른쪽에 갈매기타워가 있습니다.',
  },
  busan2: {
    stations: [subway('서면역', '1·2호선', '7번 출구', 3, LINE.busan1, [34, 44])],
    landmarks: [
      mark('롯데백화점 부산본점', 'shopping', [36, 16]),
      mark('부산시민공원', 'park', [78, 18]),
      mark('전포카페거리', 'culture', [78, 82]),
    ],
    roads: [across('서면중앙로', 44), down('중앙대로', 20), down('전포대로', 62, false)],
    office: { x: 48, y: 70 },
    route:
      '서면역 7번 출구로 나와 서면중앙로를 따라 전포 방향으로 걷다가 첫 골목에서 오른쪽으로 돌면 동백빌딩입니다. 도보 3분.',
  },
  myeongji: {
    stations: [bus('명지국제신도시 정류장', '58-2·1010', 3, [36, 48])],
    landmarks: [
      mark('부산지방법원 서부지원', 'court', [76, 20]),
      mark('명지 오션시티 상가', 'shopping', [22, 20]),
      mark('낙동강 하구', 'water', [50, 90]),
    ],
    roads: [across('명지국제로', 48), down('명지오션시티로', 56, false)],
    office: { x: 70, y: 64 },
    route:
      '명지국제신도시 정류장에서 내려 명지국제로를 따라 서부지원 방향으로 걷다가 명지오션시티로를 건너 오른쪽이 국제신도시빌딩입니다. 도보 3분.',
  },
  ulsan: {
    stations: [bus('울산지방법원 정류장', '124·401', 2, [52, 54])],
    landmarks: [
      mark('울산지방법원', 'court', [24, 22]),
      mark('울산지방검찰청', 'prosecution', [48, 22]),
      mark('울산대공원', 'park', [36, 86]),
    ],
    roads: [across('옥동법조로', 54), down('문수로', 74)],
    office: { x: 82, y: 38 },
    route:
      '울산지방법원 정류장에서 내려 옥동법조로를 따라 문수로 쪽으로 2분 걸으면, 교차로 건너 왼쪽의 태화빌딩입니다.',
  },
  changwon: {
    stations: [bus('상남시장 정류장', '101·210', 4, [30, 56])],
    landmarks: [
      mark('창원지방법원', 'court', [78, 80]),
      mark('창원시청', 'government', [20, 22]),
      mark('용지호수공원', 'park', [22, 86]),
    ],
    roads: [across('상남중앙로', 56), down('원이대로', 46)],
    office: { x: 66, y: 42 },
    route:
      '상남시장 정류장에서 내려 상남중앙로를 따라 원이대로를 건너 동쪽으로 4분 걸으면 왼쪽에 창원스퀘어가 있습니다.',
  },
  jeju: {
    stations: [
      bus('제주지방법원 정류장', '간선 415·지선 431', 2, [32, 52]),
      bus('제주시청 정류장', '간선 315·급행 181', 6, [80, 52]),
    ],
    landmarks: [
      mark('제주지방법원', 'court', [18, 24]),
      mark('제주지방검찰청', 'prosecution', [14, 86]),
      mark('신산공원', 'park', [84, 84]),
      mark('제주시청', 'government', [78, 22]),
    ],
    roads: [across('한라법원로', 52), down('광양로', 62, false)],
    office: { x: 46, y: 34 },
    route:
      '제주지방법원 정류장에서 내려 한라법원로를 따라 제주시청 방향으로 2분 걸으면 왼쪽에 돌담빌딩이 있습니다.',
  },
};
