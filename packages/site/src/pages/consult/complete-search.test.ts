import { describe, expect, it } from 'vitest';

import { validateCompleteSearch } from './complete-search';

describe('validateCompleteSearch (spec/site.md §2 /complete?isConsult=true)', () => {
  it.each<[string, Record<string, unknown>, boolean]>([
    ['the JSON value true', { isConsult: true }, true],
    ["a hand-typed 'true'", { isConsult: 'true' }, true],
    ['false', { isConsult: false }, false],
    ['another word', { isConsult: 'yes' }, false],
    ['nothing', {}, false],
  ])('reads %s', (_name, search, isConsult) => {
    expect(validateCompleteSearch(search)).toEqual(isConsult ? { isConsult: true } : {});
  });
});
