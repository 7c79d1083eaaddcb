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
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    let now = 0;
    vi.stubGlobal('requestAnimationFrame', (step: FrameRequestCallback) => {
      now += 100;
      queueMicrotask(() => step(now));
      return 0;
    });
    vi.spyOn(performance, 'now').mockReturnValue(0);
    placeTarget(800);
    await smoothScrollTo('distribution', { durationMs: 400 });
    const positions = scrollTo.mock.calls.map(([, y]) => y as number);
    expect(positions.length).toBe(4);
    expect(positions.at(-1)).toBe(800);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
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
