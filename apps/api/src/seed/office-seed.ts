// spec/site.md §2 Office map: the 12 regions and offices in every one of them, including the keys
// that show a video directions link (seoul, busan1, myeongji, busan2, samseong). Addresses,
// buildings and phone numbers are made up, in the forms Korean numbers take (area code, exchange,
// line).
import { REGIONS, VIDEO_DIRECTION_OFFICE_KEYS } from '../db/constants';
import type { RegionKey } from '../db/constants';
import type { NewOfficeRow, NewRegionRow } from '../db/schema';
import { OFFICE_DIRECTIONS } from './content/office-directions';
import { LOCAL_SITE_LINKS } from './site-links';
import type { SiteLinks } from './site-links';
import { staticPath } from './static-paths';

interface OfficeSource {
  key: string;
  region: RegionKey;
  title: string;
  subTitle: string;
  keyword: string;
  address: string;
  tel: string;
  tabName: string;
  modifiedBrName?: string;
}

const OFFICES: readonly OfficeSource[] = [
  {
    key: 'chuncheon',
    region: 'gangwon',
    title: '춘천 분사무소',
    subTitle: '강원 북부 상담 거점',
    keyword: '춘천, 법원 앞, 강원 북부',
    address: '강원특별자치도 춘천시 새봄로 118, 봄내빌딩 4층',
    tel: '033-437-7901',
    tabName: '춘천',
  },
  {
    key: 'wonju',
    region: 'gangwon',
    title: '원주 분사무소',
    subTitle: '강원 남부 상담 거점',
    keyword: '원주, 혁신도시, 강원 남부',
    address: '강원특별자치도 원주시 치악중앙로 52, 한빛타워 7층',
    tel: '033-574-7902',
    tabName: '원주',
  },
  {
    key: 'uijeongbu',
    region: 'gyeonggi-north',
    title: '의정부 분사무소',
    subTitle: '경기 북부 법원 앞',
    keyword: '의정부, 법원 앞, 경기 북부',
    address: '경기도 의정부시 녹양법조로 31, 정의빌딩 5층',
    tel: '031-711-7903',
    tabName: '의정부',
  },
  {
    key: 'goyang',
    region: 'gyeonggi-north',
    title: '고양 분사무소',
    subTitle: '일산 상담 센터',
    keyword: '고양, 일산, 경기 서북부',
    address: '경기도 고양시 일산동구 호수마루로 204, 마루타워 9층',
    tel: '031-848-7904',
    tabName: '고양',
  },
  {
    key: 'seoul',
    region: 'seoul',
    title: '서울 본사',
    subTitle: '서초 법조타운 본사',
    keyword: '서울, 서초, 교대역, 본사',
    address: '서울특별시 서초구 법조타운로 27, 한결타워 8층',
    tel: '02-7865-7905',
    tabName: '서울 본사',
  },
  {
    key: 'samseong',
    region: 'seoul',
    title: '삼성 분사무소',
    subTitle: '강남 기업 상담 센터',
    keyword: '서울, 삼성역, 강남, 기업',
    address: '서울특별시 강남구 테헤란중앙로 512, 새솔빌딩 12층',
    tel: '02-8238-7906',
    tabName: '삼성',
  },
  {
    key: 'jongno',
    region: 'seoul',
    title: '종로 분사무소',
    subTitle: '도심 상담 센터',
    keyword: '서울, 종로, 광화문',
    address: '서울특별시 종로구 새문안마루길 19, 도심빌딩 6층',
    tel: '02-8611-7907',
    tabName: '종로',
  },
  {
    key: 'incheon',
    region: 'incheon-bucheon',
    title: '인천 분사무소',
    subTitle: '인천 법원 앞',
    keyword: '인천, 미추홀, 법원 앞',
    address: '인천광역시 미추홀구 소라법원로 88, 바다빌딩 3층',
    tel: '032-796-7908',
    tabName: '인천',
  },
  {
    key: 'bucheon',
    region: 'incheon-bucheon',
    title: '부천 분사무소',
    subTitle: '부천 상담 센터',
    keyword: '부천, 상동, 부천지원',
    address: '경기도 부천시 원미구 복사골중앙로 140, 상동타워 8층',
    tel: '032-333-7909',
    tabName: '부천',
  },
  {
    key: 'suwon',
    region: 'gyeonggi-south',
    title: '수원 분사무소',
    subTitle: '경기 남부 법원 앞',
    keyword: '수원, 광교, 경기 남부',
    address: '경기도 수원시 영통구 광교법조로 66, 광교스퀘어 10층',
    tel: '031-470-7910',
    tabName: '수원',
  },
  {
    key: 'seongnam',
    region: 'gyeonggi-south',
    title: '성남 분사무소',
    subTitle: '판교 기업 상담 센터',
    keyword: '성남, 판교, 기업, IT',
    address: '경기도 성남시 분당구 판교테크로 235, 테크원빌딩 5층',
    tel: '031-607-7911',
    tabName: '성남',
  },
  {
    key: 'cheongju',
    region: 'chungbuk',
    title: '청주 분사무소',
    subTitle: '충북 상담 거점',
    keyword: '청주, 산남동, 충북',
    address: '충청북도 청주시 서원구 무심천법원로 45, 무심빌딩 4층',
    tel: '043-744-7912',
    tabName: '청주',
  },
  {
    key: 'daejeon',
    region: 'daejeon-chungnam',
    title: '대전 분사무소',
    subTitle: '대전 법조타운',
    keyword: '대전, 둔산, 법원 앞',
    address: '대전광역시 서구 둔산법조로 73, 한밭타워 11층',
    tel: '042-881-7913',
    tabName: '대전',
  },
  {
    key: 'cheonan',
    region: 'daejeon-chungnam',
    title: '천안 분사무소',
    subTitle: '충남 상담 거점',
    keyword: '천안, 신불당, 충남',
    address: '충청남도 천안시 서북구 불당중앙로 150, 불당센트럴 6층',
    tel: '041-418-7914',
    tabName: '천안',
  },
  {
    key: 'daegu',
    region: 'daegu-gyeongbuk',
    title: '대구 분사무소',
    subTitle: '대구 법원 앞',
    keyword: '대구, 범어, 수성',
    address: '대구광역시 수성구 범어법조로 58, 달구벌타워 9층',
    tel: '053-555-7915',
    tabName: '대구',
  },
  {
    key: 'pohang',
    region: 'daegu-gyeongbuk',
    title: '포항 분사무소',
    subTitle: '경북 동부 상담 거점',
    keyword: '포항, 양덕, 경북',
    address: '경상북도 포항시 북구 영일만중앙로 301, 바다솔빌딩 5층',
    tel: '054-692-7916',
    tabName: '포항',
  },
  {
    key: 'jeonju',
    region: 'jeonbuk',
    title: '전주 분사무소',
    subTitle: '전북 상담 거점',
    keyword: '전주, 만성동, 전북',
    address: '전북특별자치도 전주시 덕진구 만성법조로 21, 온고을빌딩 7층',
    tel: '063-829-7917',
    tabName: '전주',
  },
  {
    key: 'gwangju',
    region: 'gwangju-jeonnam',
    title: '광주 분사무소',
    subTitle: '광주 법원 앞',
    keyword: '광주, 지산동, 법원 앞',
    address: '광주광역시 동구 빛고을법원로 99, 무등타워 8층',
    tel: '062-366-7918',
    tabName: '광주',
  },
  {
    key: 'suncheon',
    region: 'gwangju-jeonnam',
    title: '순천 분사무소',
    subTitle: '전남 동부 상담 거점',
    keyword: '순천, 왕지동, 전남',
    address: '전라남도 순천시 연향중앙로 76, 정원빌딩 4층',
    tel: '061-503-7919',
    tabName: '순천',
  },
  {
    key: 'busan1',
    region: 'busan-ulsan-gyeongnam',
    title: '부산 분사무소',
    subTitle: '부산 법조타운',
    keyword: '부산, 연제구, 법원 앞',
    address: '부산광역시 연제구 법원남로 44, 갈매기타워 10층',
    tel: '051-640-7920',
    tabName: '부산',
  },
  {
    key: 'busan2',
    region: 'busan-ulsan-gyeongnam',
    title: '부산 서면 분사무소',
    subTitle: '서면 상담 센터',
    keyword: '부산, 서면, 부산진구',
    address: '부산광역시 부산진구 서면중앙로 210, 동백빌딩 12층',
    tel: '051-777-7921',
    tabName: '서면',
    modifiedBrName: '부산 제2 분사무소',
  },
  {
    key: 'myeongji',
    region: 'busan-ulsan-gyeongnam',
    title: '부산 명지 분사무소',
    subTitle: '부산 서부 상담 센터',
    keyword: '부산, 명지, 강서구',
    address: '부산광역시 강서구 명지국제로 17, 국제신도시빌딩 5층',
    tel: '051-314-7922',
    tabName: '명지',
  },
  {
    key: 'ulsan',
    region: 'busan-ulsan-gyeongnam',
    title: '울산 분사무소',
    subTitle: '울산 법원 앞',
    keyword: '울산, 옥동, 남구',
    address: '울산광역시 남구 옥동법조로 63, 태화빌딩 6층',
    tel: '052-451-7923',
    tabName: '울산',
  },
  {
    key: 'changwon',
    region: 'busan-ulsan-gyeongnam',
    title: '창원 분사무소',
    subTitle: '경남 상담 거점',
    keyword: '창원, 상남동, 경남',
    address: '경상남도 창원시 성산구 상남중앙로 128, 창원스퀘어 7층',
    tel: '055-588-7924',
    tabName: '창원',
  },
  {
    key: 'jeju',
    region: 'jeju',
    title: '제주 분사무소',
    subTitle: '제주 상담 거점',
    keyword: '제주, 이도동, 제주시',
    address: '제주특별자치도 제주시 한라법원로 35, 돌담빌딩 3층',
    tel: '064-725-7925',
    tabName: '제주',
  },
];

// spec/site.md §2: working hours are split on a pipe into lines.
const WORKTIME = '평일 09:00 - 18:00|토요일 10:00 - 15:00 (예약 상담)|온라인·전화 상담 24시간 접수';
const WORKTIME_HEAD_OFFICE =
  '평일 09:00 - 21:00|토·일요일 10:00 - 17:00 (예약 상담)|온라인·전화 상담 24시간 접수';
// Our choice where the spec shows no format: parking_info_arr is parking_info split on a pipe.
const PARKING =
  '건물 지하 주차장 이용 가능 (상담 고객 2시간 무료)|주차 등록은 사무소 안내 데스크에서 해 주세요';
const PARKING_NONE = '건물 내 주차 공간이 없습니다|인근 공영주차장(도보 3분)을 이용해 주세요';

/** The regions and offices; an office's site and video directions are under the firm's domain. */
export function buildOfficeSeed(links: SiteLinks): {
  regions: NewRegionRow[];
  offices: NewOfficeRow[];
} {
  const regions = REGIONS.map((region, index): NewRegionRow => ({ ...region, sortOrder: index }));
  const videoKeys: readonly string[] = VIDEO_DIRECTION_OFFICE_KEYS;
  const offices = OFFICES.map((office, index): NewOfficeRow => ({
    key: office.key,
    regionKey: office.region,
    title: office.title,
    subTitle: office.subTitle,
    keyword: office.keyword,
    address: office.address,
    worktime: office.key === 'seoul' ? WORKTIME_HEAD_OFFICE : WORKTIME,
    tel: office.tel,
    parkingInfo: index % 4 === 3 ? PARKING_NONE : PARKING,
    img: staticPath.officeMap(office.key),
    domain: links.subSite(office.key),
    // A made-up place id of the map service, unique per office.
    placeId: String(1_804_200_000 + (index + 1) * 7_919),
    tabName: office.tabName,
    modifiedBrName: office.modifiedBrName ?? null,
    brCode: `BR${String(index + 1).padStart(3, '0')}`,
    videoUrl: videoKeys.includes(office.key)
      ? `${links.subSite('video')}/directions/${office.key}`
      : null,
    directions: OFFICE_DIRECTIONS[office.key] ?? null,
    sortOrder: index,
  }));
  return { regions, offices };
}

export const OFFICE_SEED = buildOfficeSeed(LOCAL_SITE_LINKS);
