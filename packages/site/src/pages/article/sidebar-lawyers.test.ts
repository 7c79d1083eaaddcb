import { describe, expect, it } from 'vitest';

import { SIDEBAR_LAWYER_COUNT } from './article-constants';
import { lawyerFixture } from './article-fixture';
import { sidebarLawyers } from './sidebar-lawyers';

const people = (names: string[], from = 1) =>
  names.map((name, index) => lawyerFixture(from + index, name));
const namesOf = (list: { lawyer_name: string }[]) => list.map((lawyer) => lawyer.lawyer_name);

// spec/site.md §5 Lawyer sidebar, §9 "Sidebar lawyers 6".
describe('sidebarLawyers', () => {
  it('shows 6 at most', () => {
    expect(SIDEBAR_LAWYER_COUNT).toBe(6);
  });

  it.each([
    {
      case: 'fewer than 6: fills from the group top list in its order',
      own: ['가', '나'],
      top: ['다', '라', '마', '바', '사'],
      shown: ['가', '나', '다', '라', '마', '바'],
    },
    {
      case: 'skips a top lawyer whose name is already shown',
      own: ['가', '나'],
      top: ['나', '다', '가', '라'],
      shown: ['가', '나', '다', '라'],
    },
    {
      case: 'skips a name repeated inside the top list',
      own: [],
      top: ['다', '다', '라'],
      shown: ['다', '라'],
    },
    {
      case: 'none of its own: the first 6 of the top list',
      own: [],
      top: ['1', '2', '3', '4', '5', '6', '7', '8'],
      shown: ['1', '2', '3', '4', '5', '6'],
    },
    {
      case: 'exactly 6: its own, nothing added',
      own: ['1', '2', '3', '4', '5', '6'],
      top: ['7'],
      shown: ['1', '2', '3', '4', '5', '6'],
    },
    {
      case: 'more than 6: the first 6 of its own',
      own: ['1', '2', '3', '4', '5', '6', '7'],
      top: ['8'],
      shown: ['1', '2', '3', '4', '5', '6'],
    },
    { case: 'nobody anywhere: nobody', own: [], top: [], shown: [] },
  ])('$case', ({ own, top, shown }) => {
    expect(namesOf(sidebarLawyers(people(own), people(top, 50)))).toEqual(shown);
  });

  it('keeps the own entries first and whole (the lawyer, not a copy of the name)', () => {
    const own = people(['가']);
    const result = sidebarLawyers(own, people(['나'], 9));
    expect(result[0]).toBe(own[0]);
    expect(result[1]?.idx).toBe(9);
  });
});
