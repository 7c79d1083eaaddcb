import { describe, expect, it } from 'vitest';

import { office } from '../test-utils/fixtures';
import { itAccepts, itRejects } from '../test-utils/schema-cases';

import { officeSchema } from './office';
import { officeDirectionsSchema } from './office-directions';

const directions = {
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
  ],
  landmarks: [{ name: '서울법원종합청사', kind: 'court', x: 70, y: 22 }],
  roads: [{ name: '서초대로', axis: 'h', at: 52, major: true }],
  office: { x: 46, y: 30 },
  route: '교대역 10번 출구로 나와 서초대로를 따라 걸으면 한결타워입니다.',
};
const station = directions.stations[0]!;

describe('officeDirectionsSchema', () => {
  itAccepts(officeDirectionsSchema, directions);
  itRejects(officeDirectionsSchema, [
    ['no station', { ...directions, stations: [] }, 'stations'],
    [
      'a station off the plan',
      { ...directions, stations: [{ ...station, x: 120 }] },
      'stations.0.x',
    ],
    [
      'a line colour that is not #rrggbb',
      { ...directions, stations: [{ ...station, color: 'green' }] },
      'stations.0.color',
    ],
    [
      'an unknown kind of landmark',
      { ...directions, landmarks: [{ name: '탑', kind: 'tower', x: 1, y: 1 }] },
      'landmarks.0.kind',
    ],
  ]);
});

describe('officeSchema directions', () => {
  it('still reads an office of older data, without directions', () => {
    expect(officeSchema.parse(office).directions).toBeUndefined();
    expect(officeSchema.parse({ ...office, directions: null }).directions).toBeNull();
  });

  it('reads an office with its directions', () => {
    expect(officeSchema.parse({ ...office, directions }).directions?.stations[0]?.name).toBe(
      '교대역',
    );
  });
});
