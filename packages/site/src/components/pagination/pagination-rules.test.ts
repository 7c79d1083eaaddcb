import { describe, expect, it } from 'vitest';

import {
  PAGE_NUMBER_COUNT,
  isPageRequestAllowed,
  pageNavigation,
  totalPagesOf,
  visiblePageNumbers,
} from './pagination-rules';

// spec/site.md §5 Pagination, §9 FAQ page size.
describe('totalPagesOf', () => {
  it.each([
    [0, 9, 0],
    [1, 9, 1],
    [9, 9, 1],
    [10, 9, 2],
    [18, 9, 2],
    [19, 9, 3],
    [100, 9, 12],
    [-3, 9, 0],
    [5, 0, 0],
    [Number.NaN, 9, 0],
  ])('%d items of %d a page make %d pages', (totalCount, pageSize, expected) => {
    expect(totalPagesOf(totalCount, pageSize)).toBe(expected);
  });
});

describe('isPageRequestAllowed', () => {
  it.each([
    ['a page inside the range', 2, 1, 5, true],
    ['the last page', 5, 1, 5, true],
    ['the first page from elsewhere', 1, 3, 5, true],
    ['the current page', 3, 3, 5, false],
    ['page 0', 0, 1, 5, false],
    ['a negative page', -1, 1, 5, false],
    ['a page past the total', 6, 5, 5, false],
    ['a fractional page', 1.5, 1, 5, false],
    ['any page of an empty list', 1, 1, 0, false],
  ])('%s', (_name, target, current, total, expected) => {
    expect(isPageRequestAllowed(target, current, total)).toBe(expected);
  });
});

describe('visiblePageNumbers', () => {
  it(`shows ${PAGE_NUMBER_COUNT} numbers`, () => {
    expect(PAGE_NUMBER_COUNT).toBe(5);
  });

  it.each([
    [1, 12, [1, 2, 3, 4, 5]],
    [5, 12, [1, 2, 3, 4, 5]],
    [6, 12, [6, 7, 8, 9, 10]],
    [10, 12, [6, 7, 8, 9, 10]],
    [11, 12, [11, 12]],
    [12, 12, [11, 12]],
    [1, 3, [1, 2, 3]],
    [2, 1, [1]],
    [99, 7, [6, 7]],
    [0, 7, [1, 2, 3, 4, 5]],
    [1, 0, []],
  ])('page %d of %d shows %j', (current, total, expected) => {
    expect(visiblePageNumbers(current, total)).toEqual(expected);
  });
});

describe('pageNavigation', () => {
  it('disables previous on the first page', () => {
    expect(pageNavigation(1, 12)).toEqual({ previous: null, next: 2, pages: [1, 2, 3, 4, 5] });
  });

  it('disables next on the last page', () => {
    expect(pageNavigation(12, 12)).toEqual({ previous: 11, next: null, pages: [11, 12] });
  });

  it('offers both in the middle', () => {
    expect(pageNavigation(7, 12)).toEqual({ previous: 6, next: 8, pages: [6, 7, 8, 9, 10] });
  });

  it('disables both on a single page', () => {
    expect(pageNavigation(1, 1)).toEqual({ previous: null, next: null, pages: [1] });
  });

  it('offers nothing for an empty list', () => {
    expect(pageNavigation(1, 0)).toEqual({ previous: null, next: null, pages: [] });
  });
});
