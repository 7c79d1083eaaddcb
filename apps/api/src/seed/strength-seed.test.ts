import { describe, expect, it } from 'vitest';

import { STRENGTH_COUNT } from '../db/constants';
import { STRENGTH_SEED } from './strength-seed';

const lines = STRENGTH_SEED.flatMap((strength) => strength.description);
const text = STRENGTH_SEED.flatMap((strength) => [strength.title, ...strength.description]).join(
  '\n',
);

describe('STRENGTH_SEED', () => {
  it('has 11 strengths with unique urls and list_01 … list_11 images', () => {
    expect(STRENGTH_SEED).toHaveLength(STRENGTH_COUNT);
    expect(new Set(STRENGTH_SEED.map((strength) => strength.url)).size).toBe(STRENGTH_COUNT);
    expect(STRENGTH_SEED.map((strength) => strength.img)).toEqual(
      Array.from(
        { length: 11 },
        (_, index) => `/static/strength/list_${String(index + 1).padStart(2, '0')}.svg`,
      ),
    );
  });

  it('uses the sub-bullet, footnote and consult_date markers of spec/site.md §2', () => {
    expect(lines.some((line) => line.startsWith('>'))).toBe(true);
    expect(lines.some((line) => line.startsWith('*') && !line.startsWith('*consult_date*'))).toBe(
      true,
    );
    expect(text).toContain('*consult_date*');
  });

  it.each([
    'pro_count',
    'experience_cnt',
    'world_office_cnt',
    'total_world_office_cnt',
    'office_cnt',
    'centerCount',
  ])('uses the placeholder %s', (placeholder) => {
    expect(text).toMatch(new RegExp(`(^|[^a-z_])${placeholder}`));
  });

  it('gives every detail page its two system blocks and lawyer links', () => {
    for (const strength of STRENGTH_SEED) {
      expect(strength.pageData.system_list).toHaveLength(2);
      expect(strength.pageData.lawyer_link_list.length).toBeGreaterThan(0);
      expect(strength.color).toMatch(/^[0-9A-F]{6}$/);
    }
  });
});
