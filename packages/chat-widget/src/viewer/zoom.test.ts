import { describe, expect, it } from 'vitest';

import {
  INITIAL_TRANSFORM,
  canZoomIn,
  canZoomOut,
  rotate,
  zoomIn,
  zoomOut,
  zoomPercent,
} from './zoom';

describe('the image viewer transform (spec §4, §5, §9)', () => {
  it('starts at 100 percent, unrotated', () => {
    expect(zoomPercent(INITIAL_TRANSFORM)).toBe(100);
    expect(INITIAL_TRANSFORM.rotation).toBe(0);
  });

  it('zooms in through 125, 150, 200 and stops there with zoom in disabled', () => {
    const seen: number[] = [];
    let view = INITIAL_TRANSFORM;
    for (let step = 0; step < 5; step += 1) {
      view = zoomIn(view);
      seen.push(zoomPercent(view));
    }
    expect(seen).toEqual([125, 150, 200, 200, 200]);
    expect(canZoomIn(view)).toBe(false);
    expect(canZoomOut(view)).toBe(true);
  });

  it('zooms out through 75, 50, 25 and stops there with zoom out disabled', () => {
    const seen: number[] = [];
    let view = INITIAL_TRANSFORM;
    for (let step = 0; step < 4; step += 1) {
      view = zoomOut(view);
      seen.push(zoomPercent(view));
    }
    expect(seen).toEqual([75, 50, 25, 25]);
    expect(canZoomOut(view)).toBe(false);
    expect(canZoomIn(view)).toBe(true);
  });

  it('rotates by 90 degrees modulo 360, keeping the zoom', () => {
    let view = zoomIn(INITIAL_TRANSFORM);
    const angles: number[] = [];
    for (let step = 0; step < 5; step += 1) {
      view = rotate(view);
      angles.push(view.rotation);
    }
    expect(angles).toEqual([90, 180, 270, 0, 90]);
    expect(zoomPercent(view)).toBe(125);
  });
});
