import { describe, expect, it } from 'vitest';
import {
  BANNER_AUTOPLAY_MS,
  BANNER_BREAKPOINT_PX,
  BANNER_DESKTOP_IMAGE,
  BANNER_DISMISSAL_MS,
  BANNER_MOBILE_IMAGE,
  BANNER_TIME_ZONE,
} from './constants';

// spec/site.md §9: a changed value here must be a deliberate spec change.
describe('banner constants (spec/site.md §9)', () => {
  it('match the spec', () => {
    expect(BANNER_AUTOPLAY_MS).toBe(5000);
    expect(BANNER_BREAKPOINT_PX).toBe(900);
    expect(BANNER_DISMISSAL_MS).toBe(86_400_000);
    expect(BANNER_TIME_ZONE).toBe('Asia/Seoul');
    expect(BANNER_DESKTOP_IMAGE).toEqual({ width: 2000, height: 60 });
    expect(BANNER_MOBILE_IMAGE).toEqual({ width: 900, height: 150 });
  });
});
