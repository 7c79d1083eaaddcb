import { describe, expect, it } from 'vitest';

import { caseListSearchFor, parseCaseListSearch, readCaseListSearch } from './case-list-search';

const read = (search: Record<string, unknown>) => readCaseListSearch(parseCaseListSearch(search));

describe('the /mycase query (spec/site.md §2 route table, §9)', () => {
  it.each([
    [{}, { tab: 'ongoing', page: 1 }],
    [{ tap: 'closed' }, { tab: 'closed', page: 1 }],
    [
      { tap: 'ongoing', page: '2' },
      { tab: 'ongoing', page: 2 },
    ],
    [
      { tap: 'closed', page: 3 },
      { tab: 'closed', page: 3 },
    ],
    [{ subTap: 'closed' }, { tab: 'closed', page: 1 }],
    [
      { tap: 'ongoing', subTap: 'closed' },
      { tab: 'ongoing', page: 1 },
    ],
  ])('reads %j as %j', (search, expected) => {
    expect(read(search)).toEqual(expected);
  });

  it.each([
    [{ tap: 'finished' }],
    [{ tap: 'CLOSED' }],
    [{ tap: ['closed'] }],
    [{ page: '0' }],
    [{ page: '-2' }],
    [{ page: '1.5' }],
    [{ page: 'abc' }],
    [{ page: '9999999' }],
    [{ subTap: 'all' }],
  ])('drops the bad values of %j for the defaults', (search) => {
    expect(read(search)).toEqual({ tab: 'ongoing', page: 1 });
  });

  it('writes links without the default tab and page 1', () => {
    expect(caseListSearchFor({ tab: 'ongoing', page: 1 })).toEqual({});
    expect(caseListSearchFor({ tab: 'closed', page: 1 })).toEqual({ tap: 'closed' });
    expect(caseListSearchFor({ tab: 'ongoing', page: 2 })).toEqual({ page: 2 });
    expect(caseListSearchFor({ tab: 'closed', page: 2 })).toEqual({ tap: 'closed', page: 2 });
  });
});
