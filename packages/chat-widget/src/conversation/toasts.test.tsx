import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { PANEL_ENTER_MS, TOAST_EXIT_MS, TOAST_MS } from '../constants';
import { Toasts, toastStep } from './toasts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('toastStep (spec §8: 3000 ms, 500 ms exit)', () => {
  it.each([
    ['entering', false, { to: 'visible', afterMs: PANEL_ENTER_MS }],
    ['visible', false, { to: 'exiting', afterMs: TOAST_MS }],
    ['exiting', false, { to: 'done', afterMs: TOAST_EXIT_MS }],
    ['exiting', true, { to: 'done', afterMs: 0 }],
    ['done', false, undefined],
  ] as const)('%s (reduced motion %s)', (phase, reduced, expected) => {
    expect(toastStep(phase, reduced)).toEqual(expected);
  });
});

describe('Toasts', () => {
  it('shows a toast 3000 ms, animates out 500 ms, then dismisses it', () => {
    vi.useFakeTimers();
    const onDismiss = vi.fn();
    render(
      <Toasts
        toasts={[{ id: 4, kind: 'success', message: '저장했습니다.' }]}
        onDismiss={onDismiss}
      />,
    );
    const toast = screen.getByRole('status');
    expect(toast.textContent).toBe('저장했습니다.');
    act(() => vi.advanceTimersByTime(PANEL_ENTER_MS));
    expect(toast.dataset.phase).toBe('visible');
    act(() => vi.advanceTimersByTime(TOAST_MS));
    expect(toast.dataset.phase).toBe('exiting');
    act(() => vi.advanceTimersByTime(TOAST_EXIT_MS - 1));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenCalledWith(4);
  });

  it('uses role alert for errors and status for the others', () => {
    render(
      <Toasts
        toasts={[
          { id: 1, kind: 'error', message: '메시지를 보내지 못했습니다.' },
          { id: 2, kind: 'warning', message: '경고' },
          { id: 3, kind: 'default', message: '안내' },
        ]}
        onDismiss={vi.fn()}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe('메시지를 보내지 못했습니다.');
    expect(screen.getAllByRole('status').map((el) => el.dataset.kind)).toEqual([
      'warning',
      'default',
    ]);
  });

  it('leaves without the exit animation when the visitor asks for reduced motion', () => {
    vi.useFakeTimers();
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    const onDismiss = vi.fn();
    render(<Toasts toasts={[{ id: 9, kind: 'default', message: '안내' }]} onDismiss={onDismiss} />);
    act(() => vi.advanceTimersByTime(PANEL_ENTER_MS));
    act(() => vi.advanceTimersByTime(TOAST_MS));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(0));
    expect(onDismiss).toHaveBeenCalledWith(9);
  });
});
