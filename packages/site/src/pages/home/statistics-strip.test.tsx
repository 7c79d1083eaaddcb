import { setReducedMotion } from '@repo/vitest-config/match-media';
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { STATISTICS_COUNT_UP_MS } from './home-constants';
import { STATISTICS_FIXTURE } from './home-fixture';
import { STATISTICS_FIGURES, StatisticsStrip, formatFootnoteDate } from './statistics-strip';
import { easeOutCubic } from './use-count-up';

const statistics = STATISTICS_FIXTURE;

/** An IntersectionObserver the test drives: `reportRatio(0.62)` tells every observer. */
const observers: IntersectionObserverCallback[] = [];
class DrivenObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {
    observers.push(callback);
  }
  observe() {}
  disconnect() {}
}
function reportRatio(ratio: number) {
  act(() =>
    observers.forEach((callback) =>
      callback(
        [{ isIntersecting: ratio > 0, intersectionRatio: ratio } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      ),
    ),
  );
}

let now = 0;
beforeEach(() => {
  observers.length = 0;
  vi.stubGlobal('IntersectionObserver', DrivenObserver);
  // requestAnimationFrame on a clock the test moves.
  now = 0;
  let queued: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    queued.push(callback);
    return queued.length;
  });
  vi.stubGlobal('cancelAnimationFrame', () => {});
  advanceFrames = (ms: number) =>
    act(() => {
      const end = now + ms;
      while (now < end) {
        now = Math.min(end, now + 16);
        const run = queued;
        queued = [];
        run.forEach((callback) => callback(now));
      }
    });
});
afterEach(() => {
  vi.unstubAllGlobals();
  setReducedMotion(false);
});
let advanceFrames: (ms: number) => void;

const shown = (key: string) => screen.getByTestId(`count-${key}`).textContent;
const figure = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).closest<HTMLElement>('.home-statistics__figure')!;

describe('StatisticsStrip (spec/site.md §2)', () => {
  it('labels six figures and gives screen readers the real numbers from the start', () => {
    render(<StatisticsStrip statistics={statistics} />);
    expect(STATISTICS_FIGURES.map((item) => item.label)).toHaveLength(6);
    const values = screen.getAllByRole('definition').map((value) => value.firstChild?.textContent);
    expect(values).toEqual(['184,356건 이상', '52,871건 이상', '231명', '96건', '27건', '25곳']);
  });

  it('shows the date footnote and "+" on the consultation and mandate figures only', () => {
    render(<StatisticsStrip statistics={statistics} />);
    expect(within(figure('누적 상담')).getByText(/2025\.10\.31 기준/)).toBeTruthy();
    expect(within(figure('누적 수임')).getByText(/2025\.10\.31 기준/)).toBeTruthy();
    expect(within(figure('전문 인력')).queryByText(/기준/)).toBeNull();
    reportRatio(1);
    advanceFrames(STATISTICS_COUNT_UP_MS);
    expect(shown('consult_cnt')).toBe('184,356건+');
    expect(shown('professional_cnt')).toBe('231명');
  });

  it('counts up from 0 only once 60% is visible, reaching the figure after about 2 s', () => {
    render(<StatisticsStrip statistics={statistics} />);
    reportRatio(0.59);
    advanceFrames(500);
    expect(shown('consult_cnt')).toBe('0건+');

    reportRatio(0.6);
    advanceFrames(STATISTICS_COUNT_UP_MS / 2);
    // Ease-out: past the middle of the figure at the middle of the time, not there yet.
    const halfway = Number(shown('consult_cnt')!.replace(/\D/g, ''));
    expect(halfway).toBeGreaterThan(statistics.consult_cnt * easeOutCubic(0.45));
    expect(halfway).toBeLessThan(statistics.consult_cnt);
    advanceFrames(STATISTICS_COUNT_UP_MS / 2);
    expect(shown('consult_cnt')).toBe('184,356건+');
  });

  it('fades its parts in at 60, 65, 70 and 75% visibility, never fading back out', () => {
    const { container } = render(<StatisticsStrip statistics={statistics} />);
    const shownParts = () => container.querySelectorAll('.home-fade[data-shown]').length;
    expect(shownParts()).toBe(0);
    // title + 2 figures, then 2 more figures, then 2 more, then the note.
    const expected: [number, number][] = [
      [0.6, 3],
      [0.65, 5],
      [0.7, 7],
      [0.75, 8],
      [0.3, 8],
    ];
    for (const [ratio, parts] of expected) {
      reportRatio(ratio);
      expect(shownParts(), `at ${ratio}`).toBe(parts);
    }
  });

  it('shows the final figures at once for a visitor who prefers reduced motion', () => {
    setReducedMotion(true);
    render(<StatisticsStrip statistics={statistics} />);
    reportRatio(0.6);
    expect(shown('mandate_cnt')).toBe('52,871건+');
  });

  it('writes the footnote date the Korean way', () => {
    expect(formatFootnoteDate('2025-10-31')).toBe('2025.10.31');
  });
});
