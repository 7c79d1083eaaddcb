import { describe, expect, it } from 'vitest';

import { MAX_THUMBNAILS, thumbnailIndexes } from './thumbnails';

describe('thumbnailIndexes', () => {
  it('shows every image when there are at most five', () => {
    expect(thumbnailIndexes(1, 0)).toEqual([0]);
    expect(thumbnailIndexes(3, 2)).toEqual([0, 1, 2]);
    expect(thumbnailIndexes(5, 4)).toEqual([0, 1, 2, 3, 4]);
  });

  it('shows the five around the current image of a longer set', () => {
    expect(thumbnailIndexes(9, 4)).toEqual([2, 3, 4, 5, 6]);
  });

  it('stays inside the set at both ends', () => {
    expect(thumbnailIndexes(9, 0)).toEqual([0, 1, 2, 3, 4]);
    expect(thumbnailIndexes(9, 1)).toEqual([0, 1, 2, 3, 4]);
    expect(thumbnailIndexes(9, 8)).toEqual([4, 5, 6, 7, 8]);
  });

  it('never shows more than the limit and always the current one', () => {
    for (let count = 1; count <= 12; count += 1) {
      for (let current = 0; current < count; current += 1) {
        const shown = thumbnailIndexes(count, current);
        expect(shown.length).toBe(Math.min(count, MAX_THUMBNAILS));
        expect(shown).toContain(current);
      }
    }
  });
});
