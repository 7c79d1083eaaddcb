// Offices for the map's tests and stories: the 12 regions of the contract, Seoul with the
// video-direction office and two more, Busan-Ulsan-Gyeongnam with eight (more than a grid's 6,
// so the limit and the sheet's pages show), Jeju with none. The head office has directions (its
// stations and landmarks), the others have none, as older data. Typed by @lawfirm/api-client's
// Region, so the shape cannot drift; the e2e suite renders the api's real seed.
import { REGIONS } from '@lawfirm/api-client';
import type { Office, Region } from '@lawfirm/api-client/site';
import { officePath } from '@lawfirm/api-client/site-core';

/** The head office's way in, as the api's seed gives it. */
export const SEOUL_DIRECTIONS: NonNullable<Office['directions']> = {
  stations: [
    {
      name: '교대역',
      kind: 'subway',
      lines: '2·3호선',
      exit: '10번 출구',
      walk_minutes: 4,
      color: '#00A84D',
      x: 24,
      y: 52,
    },
    {
      name: '서초역',
      kind: 'subway',
      lines: '2호선',
      exit: '7번 출구',
      walk_minutes: 8,
      color: '#00A84D',
      x: 88,
      y: 52,
    },
  ],
  landmarks: [
    { name: '서울법원종합청사', kind: 'court', x: 70, y: 22 },
    { name: '서리풀공원', kind: 'park', x: 22, y: 86 },
  ],
  roads: [{ name: '서초대로', axis: 'h', at: 52, major: true }],
  office: { x: 46, y: 30 },
  route: '교대역 10번 출구로 나와 서초대로를 따라 걷다가 법조타운로에서 왼쪽으로 들어서면 됩니다.',
};

function fixtureOffice(key: string, tabName: string, index: number): Office {
  const title = `${tabName} 사무소`;
  const address = `${tabName}시 중앙로 ${index + 1}, ${index + 2}층`;
  return {
    key,
    title,
    sub_title: `${tabName} 상담 거점`,
    keyword: tabName,
    address,
    worktime: '평일 09:00 - 18:00|토요일 10:00 - 15:00',
    tel: `02-700-${String(1000 + index)}`,
    parking_info: '지하 주차장 2시간 무료|주차 등록은 안내 데스크에서',
    parking_info_arr: ['지하 주차장 2시간 무료', '주차 등록은 안내 데스크에서'],
    img: `/static/offices/${key}.svg`,
    domain: `https://${key}.lawfirm.test`,
    place_id: String(5000 + index),
    tab_name: tabName,
    modified_br_name: null,
    br_code: `BR${index}`,
    video_url: `https://video.lawfirm.test/${key}`,
    name: title,
    desc: address,
    url: officePath(key),
    src: `/static/offices/${key}.svg`,
    directions: key === 'seoul' ? SEOUL_DIRECTIONS : null,
  };
}

const OFFICE_NAMES: Partial<Record<Region['key'], [string, string][]>> = {
  gangwon: [['chuncheon', '춘천']],
  seoul: [
    ['seoul', '서울 본사'],
    ['samseong', '삼성'],
    ['jongno', '종로'],
  ],
  'busan-ulsan-gyeongnam': [
    ['busan1', '부산'],
    ['busan2', '서면'],
    ['myeongji', '명지'],
    ['ulsan', '울산'],
    ['changwon', '창원'],
    ['gimhae', '김해'],
    ['jinju', '진주'],
    ['yangsan', '양산'],
  ],
};

let counter = 0;
export const MAP_REGIONS_FIXTURE: Region[] = REGIONS.map(({ key, name }) => ({
  key,
  name,
  offices:
    key === 'jeju'
      ? []
      : (OFFICE_NAMES[key] ?? [[`${key}-office`, `${name}`]]).map(([officeKey, tabName]) =>
          fixtureOffice(officeKey, tabName, counter++),
        ),
}));
