import { describe, expect, it } from 'vitest';

import { PANEL_ENTER_MS, PANEL_EXIT_MS, type PanelPhase } from '../constants';
import { phaseForOpen, timedStep } from './panel-phase';

// spec/chat-widget.md §4 Panel views: hidden, entering (50 ms to visible), visible, exiting (300 ms).
describe('phaseForOpen', () => {
  it.each<[PanelPhase, boolean, PanelPhase]>([
    ['hidden', true, 'entering'],
    ['entering', true, 'entering'],
    ['visible', true, 'visible'],
    ['exiting', true, 'entering'],
    ['hidden', false, 'hidden'],
    ['entering', false, 'exiting'],
    ['visible', false, 'exiting'],
    ['exiting', false, 'exiting'],
  ])('%s with open=%s goes to %s', (phase, open, expected) => {
    expect(phaseForOpen(phase, open)).toBe(expected);
  });
});

describe('timedStep', () => {
  it.each<[PanelPhase, ReturnType<typeof timedStep>]>([
    ['entering', { to: 'visible', afterMs: PANEL_ENTER_MS }],
    ['exiting', { to: 'hidden', afterMs: PANEL_EXIT_MS }],
    ['visible', undefined],
    ['hidden', undefined],
  ])('%s steps to %o', (phase, expected) => {
    expect(timedStep(phase)).toEqual(expected);
  });
});
