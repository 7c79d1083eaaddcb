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
  ])('%s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('lists the four panel animation states of §4 in order', () => {
    expect(PANEL_PHASES).toEqual(['hidden', 'entering', 'visible', 'exiting']);
  });
});
