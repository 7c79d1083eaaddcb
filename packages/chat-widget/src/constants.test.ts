import { describe, expect, it } from 'vitest';

import {
  CHANNEL_LABEL,
  DEFAULT_CENTER_CODE,
  DEFAULT_PHONE,
  DESKTOP_BREAKPOINT_PX,
  HASH_AUTH_FAILURE_CLOSE_MS,
  HEARTBEAT_MS,
  PANEL_ENTER_MS,
  PANEL_EXIT_MS,
  PANEL_MAX_HEIGHT_PX,
  PANEL_PHASES,
  PANEL_WIDTH_PX,
  RECONNECT_DELAY_MS,
  RECONNECT_MAX_ATTEMPTS,
  TOAST_EXIT_MS,
  TOAST_MS,
  TYPING_INDICATOR_MS,
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
    ['HEARTBEAT_MS (§4, §9)', HEARTBEAT_MS, 30_000],
    ['RECONNECT_DELAY_MS (§4 Reconnect, §9)', RECONNECT_DELAY_MS, 3_000],
    ['RECONNECT_MAX_ATTEMPTS (§4 Reconnect, §9)', RECONNECT_MAX_ATTEMPTS, 10],
    ['TYPING_INDICATOR_MS (§4, §9)', TYPING_INDICATOR_MS, 3_000],
    ['TOAST_MS (§8, §9)', TOAST_MS, 3_000],
    ['TOAST_EXIT_MS (§8, §9)', TOAST_EXIT_MS, 500],
    ['HASH_AUTH_FAILURE_CLOSE_MS (§4 Start-up flow)', HASH_AUTH_FAILURE_CLOSE_MS, 500],
    ['CHANNEL_LABEL (§1, one-to-one consultation)', CHANNEL_LABEL, '1:1 상담'],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('lists the four panel animation states of §4 in order', () => {
    expect(PANEL_PHASES).toEqual(['hidden', 'entering', 'visible', 'exiting']);
  });
});
