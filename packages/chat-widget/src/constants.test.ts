import { describe, expect, it } from 'vitest';

import {
  CHANNEL_LABEL,
  DEFAULT_CENTER_CODE,
  DEFAULT_PHONE,
  DESKTOP_BREAKPOINT_PX,
  PANEL_ENTER_MS,
  PANEL_EXIT_MS,
  PANEL_MAX_HEIGHT_PX,
  PANEL_PHASES,
  PANEL_WIDTH_PX,
  BANNER_COLLAPSED_LINES,
  BANNER_EXPANDED_MAX_HEIGHT_PX,
  COMPOSER_MAX_HEIGHT_PX,
  COMPOSER_MIN_HEIGHT_PX,
  FILE_NAME_MAX_LENGTH,
  LIVE_MESSAGE_SCROLL_DELAY_MS,
  LOAD_OLDER_SCROLL_RATIO,
  PHONE_MAX_LENGTH,
  TILE_GROUP_PAGE_SIZE,
  TOAST_EXIT_MS,
  TOAST_MS,
  UNDO_DEPTH,
  UNDO_GROUP_DELAY_MS,
} from './constants';

// The numbers as spec/chat-widget.md §2, §4 and §9 state them.
describe('spec constants', () => {
  it.each([
    ['DEFAULT_CENTER_CODE (§2, §9)', DEFAULT_CENTER_CODE, 'CT0000'],
    ['DEFAULT_PHONE (§2, §9)', DEFAULT_PHONE, '1800-7905'],
    ['PANEL_WIDTH_PX (§9)', PANEL_WIDTH_PX, 390],
    ['PANEL_MAX_HEIGHT_PX (§9)', PANEL_MAX_HEIGHT_PX, 690],
    ['DESKTOP_BREAKPOINT_PX (§9)', DESKTOP_BREAKPOINT_PX, 1280],
    ['PANEL_ENTER_MS (§4 Panel views)', PANEL_ENTER_MS, 50],
    ['PANEL_EXIT_MS (§4, §9)', PANEL_EXIT_MS, 300],
    ['CHANNEL_LABEL (§1, one-to-one consultation)', CHANNEL_LABEL, '1:1 상담'],
    ['TOAST_MS (§8, §9)', TOAST_MS, 3000],
    ['TOAST_EXIT_MS (§8, §9)', TOAST_EXIT_MS, 500],
    ['TILE_GROUP_PAGE_SIZE (§4, §9)', TILE_GROUP_PAGE_SIZE, 10],
    ['COMPOSER_MIN_HEIGHT_PX (§2, §9)', COMPOSER_MIN_HEIGHT_PX, 36],
    ['COMPOSER_MAX_HEIGHT_PX (§2, §9)', COMPOSER_MAX_HEIGHT_PX, 72],
    ['BANNER_COLLAPSED_LINES (§2, §9)', BANNER_COLLAPSED_LINES, 2],
    ['BANNER_EXPANDED_MAX_HEIGHT_PX (§2, §9)', BANNER_EXPANDED_MAX_HEIGHT_PX, 108],
    ['UNDO_DEPTH (§2 Composer)', UNDO_DEPTH, 100],
    ['UNDO_GROUP_DELAY_MS (§2 Composer)', UNDO_GROUP_DELAY_MS, 500],
    ['LOAD_OLDER_SCROLL_RATIO (§4, 5 percent)', LOAD_OLDER_SCROLL_RATIO, 0.05],
    ['LIVE_MESSAGE_SCROLL_DELAY_MS (§4)', LIVE_MESSAGE_SCROLL_DELAY_MS, 200],
    ['FILE_NAME_MAX_LENGTH (§2 Message display)', FILE_NAME_MAX_LENGTH, 12],
    ['PHONE_MAX_LENGTH (§5, §9)', PHONE_MAX_LENGTH, 11],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('lists the four panel animation states of §4 in order', () => {
    expect(PANEL_PHASES).toEqual(['hidden', 'entering', 'visible', 'exiting']);
  });
});
