import { describe, expect, it } from 'vitest';

import { fillPlaceholders, lineSegments, parseStrengthLines } from './strength-text';

const counts = {
  pro_count: 231,
  experience_cnt: 48_500,
  world_office_cnt: 40,
  total_world_office_cnt: 46,
  office_cnt: 25,
  centerCount: 4,
};

describe('fillPlaceholders (spec/site.md §2)', () => {
  it.each([
    ['pro_count명의 핵심 구성원', '231명의 핵심 구성원'],
    ['experience_cnt+건', '48,500+건'],
    ['world_office_cnt+개 거점', '40+개 거점'],
    ['국내 office_cnt개, 국내외 total_world_office_cnt개', '국내 25개, 국내외 46개'],
    ['centerCount개 전문 센터', '4개 전문 센터'],
    // Only whole placeholders: longer words that contain one stay as they are.
    ['my_office_cnt and office_cnts', 'my_office_cnt and office_cnts'],
    ['자리표시자 없음', '자리표시자 없음'],
  ])('%s -> %s', (text, filled) => {
    expect(fillPlaceholders(text, counts)).toBe(filled);
  });
});

describe('lineSegments', () => {
  it('cuts a line at each *consult_date* marker', () => {
    expect(lineSegments('구성원 수는 *consult_date* 기준입니다.', counts, '2025-10-31')).toEqual([
      { kind: 'text', text: '구성원 수는 ' },
      { kind: 'date', date: '2025-10-31' },
      { kind: 'text', text: ' 기준입니다.' },
    ]);
    expect(lineSegments('*consult_date*', counts, '2025-10-31')).toEqual([
      { kind: 'date', date: '2025-10-31' },
    ]);
  });
});

describe('parseStrengthLines', () => {
  const text = (value: string) => [{ kind: 'text', text: value }];

  it('makes ">" lines sub-bullets of the bullet above and "*" lines footnotes', () => {
    expect(
      parseStrengthLines(
        [
          'pro_count명이 일합니다.',
          '> 전담 그룹 운영',
          '>  본부 검토',
          '두 번째 줄',
          '* 구성원 수는 *consult_date* 기준입니다.',
        ],
        counts,
        '2025-10-31',
      ),
    ).toEqual([
      {
        kind: 'bullet',
        segments: text('231명이 일합니다.'),
        subBullets: [text('전담 그룹 운영'), text('본부 검토')],
      },
      { kind: 'bullet', segments: text('두 번째 줄'), subBullets: [] },
      {
        kind: 'footnote',
        segments: [
          { kind: 'text', text: '구성원 수는 ' },
          { kind: 'date', date: '2025-10-31' },
          { kind: 'text', text: ' 기준입니다.' },
        ],
      },
    ]);
  });

  it('keeps a leading ">" with no bullet above as a bullet, skips blank lines', () => {
    expect(parseStrengthLines(['> 혼자 선 줄', '   '], counts, '2025-10-31')).toEqual([
      { kind: 'bullet', segments: text('혼자 선 줄'), subBullets: [] },
    ]);
  });

  it('does not take a line opening with the date marker for a footnote', () => {
    expect(parseStrengthLines(['*consult_date* 현재'], counts, '2025-10-31')).toEqual([
      {
        kind: 'bullet',
        segments: [
          { kind: 'date', date: '2025-10-31' },
          { kind: 'text', text: ' 현재' },
        ],
        subBullets: [],
      },
    ]);
  });
});
