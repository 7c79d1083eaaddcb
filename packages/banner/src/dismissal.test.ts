import { describe, expect, it } from 'vitest';

import { BANNER_DISMISSAL_MS } from './constants';
import {
  closeForSession,
  closedKey,
  dismissalKey,
  dismissForOneDay,
  isClosedForSession,
  isDismissed,
} from './dismissal';
import { memoryStorage } from './test-banners';

const now = new Date('2026-11-22T10:00:00+09:00');
const later = (ms: number) => new Date(now.getTime() + ms);

describe('one-day dismissal', () => {
  it('stores an expiry 24 hours ahead under a per-banner key', () => {
    const storage = memoryStorage();
    dismissForOneDay(storage, 3, now);
    expect([...storage.values]).toEqual([
      [dismissalKey(3), String(now.getTime() + BANNER_DISMISSAL_MS)],
    ]);
    expect(BANNER_DISMISSAL_MS).toBe(24 * 60 * 60 * 1_000);
  });

  it.each([
    ['right after', 0, true],
    ['one minute before the expiry', BANNER_DISMISSAL_MS - 60_000, true],
    ['at the expiry', BANNER_DISMISSAL_MS, false],
    ['after the expiry', BANNER_DISMISSAL_MS + 1, false],
  ])('%s: dismissed is %s', (_, elapsed, expected) => {
    const storage = memoryStorage();
    dismissForOneDay(storage, 3, now);
    expect(isDismissed(storage, 3, later(elapsed))).toBe(expected);
  });

  it('hides only the banner dismissed', () => {
    const storage = memoryStorage();
    dismissForOneDay(storage, 3, now);
    expect(isDismissed(storage, 4, now)).toBe(false);
  });

  it.each([['soon'], [''], ['-5'], ['1.5e12']])(
    'ignores and removes a malformed entry %j',
    (value) => {
      const storage = memoryStorage();
      storage.setItem(dismissalKey(3), value);
      expect(isDismissed(storage, 3, now)).toBe(false);
      expect(storage.values.has(dismissalKey(3))).toBe(false);
    },
  );

  it('removes an expired entry', () => {
    const storage = memoryStorage();
    dismissForOneDay(storage, 3, now);
    isDismissed(storage, 3, later(BANNER_DISMISSAL_MS + 1));
    expect(storage.values.size).toBe(0);
  });
});

describe('close for the session', () => {
  it('marks only that banner closed', () => {
    const storage = memoryStorage();
    closeForSession(storage, 5);
    expect(storage.values.get(closedKey(5))).toBe('1');
    expect(isClosedForSession(storage, 5)).toBe(true);
    expect(isClosedForSession(storage, 6)).toBe(false);
  });
});
