import { INQUIRY_STATES, NAVIGATION_CODES } from '@lawfirm/api-client/chat-core';
import { describe, expect, it } from 'vitest';

import { choicesVisible, navigationFor, tileToggle, tilesShown } from './object-navigation';
import { objectExposeInfo } from './test-fixtures';

describe('navigationFor (spec §4 Object navigation)', () => {
  it.each([
    [[], null],
    [[10], null],
    [[10, 11], NAVIGATION_CODES.init],
    [[10, 11, 12], NAVIGATION_CODES.back],
    [[10, 11, 12, 13], NAVIGATION_CODES.back],
  ])('stack %j -> %s', (stack, expected) => {
    expect(navigationFor(stack)).toBe(expected);
  });
});

describe('choicesVisible (spec §4: only while open or personal-info)', () => {
  const info = objectExposeInfo();
  it.each([
    [INQUIRY_STATES.open, info, true],
    [INQUIRY_STATES.personalInfo, info, true],
    [INQUIRY_STATES.closed, info, false],
    [null, info, false],
    [INQUIRY_STATES.open, { ...info, expose_object_list_yn: 'N' as const }, false],
    [INQUIRY_STATES.open, { ...info, object_list: [] }, false],
    [INQUIRY_STATES.open, null, false],
  ])('%s -> %s', (state, exposeInfo, expected) => {
    expect(choicesVisible(state, exposeInfo)).toBe(expected);
  });
});

describe('tiles (spec §4: groups of 10 with more / fold)', () => {
  it.each([
    [7, 1, 7, null],
    [10, 1, 10, null],
    [11, 1, 10, 'more'],
    [11, 2, 11, 'fold'],
    [25, 1, 10, 'more'],
    [25, 2, 20, 'more'],
    [25, 3, 25, 'fold'],
  ])('%i tiles, %i groups open -> %i shown, toggle %s', (total, groups, shown, toggle) => {
    expect(tilesShown(total, groups)).toBe(shown);
    expect(tileToggle(total, groups)).toBe(toggle);
  });
});
