import { officeSchema } from '@lawfirm/api-client/site';
import { describe, expect, it } from 'vitest';

import { OFFICE_SEED } from '../office-seed';
import { escapeXml } from './svg';
import { labelSpot, officeMapSvg, overlapArea } from './office-map';

const officeOf = (key: string) => {
  const office = OFFICE_SEED.offices.find((candidate) => candidate.key === key);
  if (!office?.directions) throw new Error(`no directions for ${key}`);
  return { title: office.title, address: office.address, directions: office.directions };
};

describe('the offices’ directions in the seed', () => {
  it('gives every office directions the contract accepts: a station, landmarks, streets', () => {
    for (const office of OFFICE_SEED.offices) {
      const parsed = officeSchema.shape.directions.safeParse(office.directions);
      expect(parsed.error?.issues, office.key).toBeUndefined();
      expect(office.directions?.landmarks.length, office.key).toBeGreaterThanOrEqual(3);
      expect(office.directions?.roads.length, office.key).toBeGreaterThanOrEqual(2);
    }
  });

  it('sends Jeju’s visitors by bus: the island has no subway', () => {
    const jeju = officeOf('jeju');
    expect(jeju.directions.stations.every((station) => station.kind === 'bus')).toBe(true);
  });
});

describe('officeMapSvg', () => {
  const seoul = officeOf('seoul');
  const jeju = officeOf('jeju');
  const seoulSvg = officeMapSvg(seoul);
  const jejuSvg = officeMapSvg(jeju);

  it('draws each office from its own data: its stations, landmarks, streets and name', () => {
    for (const [office, svg] of [
      [seoul, seoulSvg],
      [jeju, jejuSvg],
    ] as const) {
      for (const station of office.directions.stations) expect(svg).toContain(station.name);
      for (const landmark of office.directions.landmarks) expect(svg).toContain(landmark.name);
      for (const road of office.directions.roads) expect(svg).toContain(road.name);
      expect(svg).toContain(escapeXml(office.title));
      expect(svg).toContain(escapeXml(office.address));
    }
    expect(seoulSvg).toContain('교대역 10번 출구');
    expect(jejuSvg).toContain('제주지방법원 정류장');
    expect(jejuSvg).not.toContain('교대역');
  });

  it('draws no two offices alike', () => {
    const svgs = OFFICE_SEED.offices.map((office) =>
      office.directions
        ? officeMapSvg({
            title: office.title,
            address: office.address,
            directions: office.directions,
          })
        : '',
    );
    expect(new Set(svgs).size).toBe(svgs.length);
    expect(seoulSvg).not.toBe(jejuSvg);
  });

  it('titles the picture with the walk it shows, and gives each station’s walking time a line', () => {
    expect(seoulSvg).toContain(`<title>${escapeXml(`서울 본사 약도: ${seoul.directions.route}`)}`);
    expect(seoulSvg).toContain('>교대역 10번 출구에서 도보 4분</text>');
    expect(seoulSvg).toContain('>서초역 7번 출구에서 도보 8분</text>');
  });

  it('escapes names that would break the markup', () => {
    const svg = officeMapSvg({
      ...seoul,
      directions: {
        ...seoul.directions,
        landmarks: [{ name: '<법원 & 검찰>', kind: 'court', x: 50, y: 20 }],
      },
    });
    expect(svg).toContain('&lt;법원 &amp; 검찰&gt;');
    expect(svg).not.toContain('<법원');
  });
});

describe('road names', () => {
  it('measure what two boxes share', () => {
    expect(
      overlapArea({ x: 0, y: 0, width: 10, height: 10 }, { x: 5, y: 5, width: 10, height: 10 }),
    ).toBe(25);
    expect(
      overlapArea({ x: 0, y: 0, width: 10, height: 10 }, { x: 10, y: 0, width: 5, height: 5 }),
    ).toBe(0);
  });

  it('go where they cover least, the first such spot when several are free', () => {
    const spots = [
      { x: 0, y: 0, width: 10, height: 10 },
      { x: 20, y: 0, width: 10, height: 10 },
    ];
    expect(labelSpot(spots, [{ x: 0, y: 0, width: 12, height: 12 }])).toBe(spots[1]);
    expect(labelSpot(spots, [])).toBe(spots[0]);
  });
});
