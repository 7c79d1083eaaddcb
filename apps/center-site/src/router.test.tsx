import { FIRM_NAME, NOT_FOUND_TITLE } from '@lawfirm/site';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { createCenterRouter } from './router';

async function renderAt(path: string, centerCode = 'CT0028') {
  const router = createCenterRouter({
    centerCode,
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await act(() => router.load());
  render(<RouterProvider router={router} />);
  return router;
}

describe('center site', () => {
  it('shows the centre code inside the site layout with the quick menu, without a route menu', async () => {
    await renderAt('/');

    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: '주요 메뉴' })).toBeNull();
    expect(screen.getByRole('navigation', { name: '빠른 상담' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('센터 홈페이지');
    expect(screen.getByText('CT0028')).toBeTruthy();
    expect(screen.getByText('이 센터의 홈페이지는 준비 중입니다.')).toBeTruthy();
    expect(document.title).toBe(`센터 홈페이지 | ${FIRM_NAME}`);
  });

  it('shows the Korean not-found page for an unknown path', async () => {
    await renderAt('/nope');

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(NOT_FOUND_TITLE);
  });
});
