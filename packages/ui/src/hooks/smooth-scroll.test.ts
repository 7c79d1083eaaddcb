import { setReducedMotion } from '@repo/vitest-config/match-media';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { smoothScrollTo } from './smooth-scroll';

function placeTarget(top: number, { focusable = false } = {}) {
  const target = document.createElement('section');
  target.id = 'distribution';
  if (focusable) target.tabIndex = -1;
  target.getBoundingClientRect = () => ({ top }) as DOMRect;
  document.body.append(target);
  return target;
}

/**
 * Frames 100 ms apart, the first at `firstFrameAt` ms after the scroll starts (negative: the
 * frame began before it); returns the window.scrollTo spy.
 */
function stubFrames({ firstFrameAt = 100 } = {}) {
  const scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
  let now = firstFrameAt - 100;
  vi.stubGlobal('requestAnimationFrame', (step: FrameRequestCallback) => {
    now += 100;
    queueMicrotask(() => step(now));
    return 0;
  });
  vi.spyOn(performance, 'now').mockReturnValue(0);
  return scrollTo;
}

const scrolledTo = (scrollTo: ReturnType<typeof vi.fn>) =>
  scrollTo.mock.calls.map(([, y]) => y as number);

afterEach(() => {
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

describe('smoothScrollTo', () => {
  it('lands the target the offset below the top, instantly for reduced motion', async () => {
    setReducedMotion(true);
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    vi.stubGlobal('scrollY', 100);
    placeTarget(500);
    await smoothScrollTo('distribution', { offset: 60 });
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith(0, 540);
  });

  it('animates over frames and ends exactly on the target', async () => {
    const scrollTo = stubFrames();
    placeTarget(800);
    await smoothScrollTo('distribution', { durationMs: 400 });
    const positions = scrolledTo(scrollTo);
    expect(positions.length).toBe(4);
    expect(positions.at(-1)).toBe(800);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('never eases backwards when a frame began before the scroll started', async () => {
    // A busy main thread: the first frame's timestamp is 250 ms before the click was handled.
    const scrollTo = stubFrames({ firstFrameAt: -250 });
    vi.stubGlobal('scrollY', 1000);
    placeTarget(500);
    await smoothScrollTo('distribution', { durationMs: 400 });
    const positions = scrolledTo(scrollTo);
    expect(Math.min(...positions)).toBe(1000);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(positions.at(-1)).toBe(1500);
  });

  it('lands on the target where it is at the end when the layout moves it during the scroll', async () => {
    const scrollTo = stubFrames();
    const target = placeTarget(800);
    // A block above grows by 22 px after the second frame (window.scrollY stays 0 here).
    let frames = 0;
    target.getBoundingClientRect = () => ({ top: frames++ < 2 ? 800 : 822 }) as DOMRect;
    await smoothScrollTo('distribution', { offset: 60, durationMs: 400 });
    expect(scrollTo.mock.calls.at(-1)).toEqual([0, 762]);
  });

  it('moves focus to a target that takes it, and resolves for a missing one', async () => {
    setReducedMotion(true);
    vi.stubGlobal('scrollTo', vi.fn());
    const target = placeTarget(0, { focusable: true });
    await smoothScrollTo(target);
    expect(document.activeElement).toBe(target);
    await expect(smoothScrollTo('nowhere')).resolves.toBeUndefined();
  });
});
