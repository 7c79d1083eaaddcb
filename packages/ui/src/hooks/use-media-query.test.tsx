import { resizeTo } from '@repo/vitest-config/match-media';
import { act, renderHook } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

import { maxWidthQuery, minWidthQuery, useMediaQuery } from './use-media-query';

describe('useMediaQuery', () => {
  it.each([
    [minWidthQuery(901), 900, false],
    [minWidthQuery(901), 901, true],
    [maxWidthQuery(640), 640, true],
    [maxWidthQuery(640), 641, false],
  ])('%s at %i px is %s', (query, width, expected) => {
    resizeTo(width);
    const { result } = renderHook(() => useMediaQuery(query));
    expect(result.current).toBe(expected);
  });

  it('follows the window as it is resized', () => {
    resizeTo(1440);
    const { result } = renderHook(() => useMediaQuery(minWidthQuery(1024)));
    expect(result.current).toBe(true);
    act(() => resizeTo(375));
    expect(result.current).toBe(false);
  });

  it('answers the server value when rendered on the server', () => {
    function Probe() {
      return <>{String(useMediaQuery(minWidthQuery(1), true))}</>;
    }
    resizeTo(0);
    expect(renderToString(<Probe />)).toBe('true');
  });

  it('answers false where the page has no matchMedia', () => {
    resizeTo(1440);
    vi.stubGlobal('matchMedia', undefined);
    try {
      const { result } = renderHook(() => useMediaQuery(minWidthQuery(1)));
      expect(result.current).toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
