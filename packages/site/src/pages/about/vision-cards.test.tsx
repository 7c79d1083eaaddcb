import { setReducedMotion } from '@repo/vitest-config/match-media';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { VISION_ROTATION_MS, VISION_STEP_COUNT } from './about-constants';
import { VISION, VISION_CARDS } from './about-copy';
import { VisionCards } from './vision-cards';
import { visionCardOfStep, visionCardState, visionStepOfCard } from './vision-steps';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const list = () => screen.getByRole('list');
const cards = () => screen.getAllByRole('listitem');
const states = () => cards().map((card) => card.dataset.state);
const tick = () => act(() => vi.advanceTimersByTime(VISION_ROTATION_MS));

describe('vision steps', () => {
  it.each([
    [0, 0, ['highlighted', 'idle', 'idle']],
    [1, 0, ['opened', 'idle', 'idle']],
    [2, 1, ['idle', 'highlighted', 'idle']],
    [3, 1, ['idle', 'opened', 'idle']],
    [4, 2, ['idle', 'idle', 'highlighted']],
    [5, 2, ['idle', 'idle', 'opened']],
  ])('step %i belongs to card %i', (step, card, expected) => {
    expect(visionCardOfStep(step)).toBe(card);
    expect([0, 1, 2].map((index) => visionCardState(index, step))).toEqual(expected);
  });

  it.each([
    [0, 1],
    [1, 3],
    [2, 5],
  ])('selecting card %i jumps to step %i, its opened step', (card, step) => {
    expect(visionStepOfCard(card)).toBe(step);
    expect(visionCardState(card, step)).toBe('opened');
  });
});

describe('VisionCards', () => {
  it('shows the three cards, vision_1..3 with vision_list', () => {
    render(<VisionCards />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      VISION.vision_1,
      VISION.vision_2,
      VISION.vision_3,
    ]);
    for (const item of VISION.vision_list) expect(screen.getByText(item.description)).toBeTruthy();
  });

  it('steps every 2.5 s through six steps and cycles back to the first', () => {
    render(<VisionCards />);
    const seen = [list().dataset.step];
    for (let index = 0; index < VISION_STEP_COUNT; index += 1) {
      tick();
      seen.push(list().dataset.step);
    }
    expect(seen).toEqual(['1', '2', '3', '4', '5', '6', '1']);
  });

  it('does not move before 2.5 s', () => {
    render(<VisionCards />);
    act(() => vi.advanceTimersByTime(VISION_ROTATION_MS - 1));
    expect(list().dataset.step).toBe('1');
  });

  it('holds still on hover with the hovered card selected, and rotates on after', () => {
    render(<VisionCards />);
    fireEvent.mouseEnter(cards()[2]!);
    expect(states()).toEqual(['idle', 'idle', 'opened']);
    act(() => vi.advanceTimersByTime(VISION_ROTATION_MS * 5));
    expect(list().dataset.step).toBe('6');
    fireEvent.mouseLeave(cards()[2]!);
    tick();
    // From the last step it wraps to the first.
    expect(list().dataset.step).toBe('1');
    expect(states()).toEqual(['highlighted', 'idle', 'idle']);
  });

  it('selects and holds a card that takes keyboard focus', () => {
    render(<VisionCards />);
    const button = screen.getByRole('button', { name: `${VISION_CARDS[1].keyword} 비전 강조` });
    act(() => button.focus());
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(states()).toEqual(['idle', 'opened', 'idle']);
    act(() => vi.advanceTimersByTime(VISION_ROTATION_MS * 3));
    expect(list().dataset.step).toBe('4');
    act(() => button.blur());
    tick();
    expect(list().dataset.step).toBe('5');
  });

  it('stands still for reduced motion', () => {
    setReducedMotion(true);
    render(<VisionCards />);
    act(() => vi.advanceTimersByTime(VISION_ROTATION_MS * 4));
    expect(list().dataset.step).toBe('1');
  });
});
