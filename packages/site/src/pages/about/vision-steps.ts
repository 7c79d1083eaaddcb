// spec/site.md §4 "Vision cards rotate every 2.5 s through 6 steps, cycling back to 1. Hover
// pauses and selects the card." Three cards, six steps: the spec does not say how one maps on
// the other; ours gives each card two steps in turn, first highlighted, then opened (its
// description emphasised), so every card stays in view 5 s.
import { VISION_STEP_COUNT } from './about-constants';

export type VisionCardState = 'highlighted' | 'opened' | 'idle';

const STEPS_PER_CARD = 2;

/** The card (0-based) a step (0-based, 0 to 5) belongs to. */
export function visionCardOfStep(step: number): number {
  return Math.floor((step % VISION_STEP_COUNT) / STEPS_PER_CARD);
}

/** What a card looks like at a step. */
export function visionCardState(card: number, step: number): VisionCardState {
  if (visionCardOfStep(step) !== card) return 'idle';
  return step % STEPS_PER_CARD === 0 ? 'highlighted' : 'opened';
}

/** The step a selected card (hover, focus, click) jumps to: its opened step. */
export function visionStepOfCard(card: number): number {
  return card * STEPS_PER_CARD + 1;
}
