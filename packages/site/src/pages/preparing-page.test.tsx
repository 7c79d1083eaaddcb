import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ROUTE_TITLES } from '../route-titles';
import { renderWithRouter } from '../test/render-with-router';

import { PreparingPage } from './preparing-page';

describe('PreparingPage', () => {
  it.each([ROUTE_TITLES['/choice'], ROUTE_TITLES['/mypage/withdrawal']])(
    'shows %s as the heading, says it is being prepared and links home',
    async (title) => {
      delete document.documentElement.dataset.hydrated;
      await renderWithRouter(<PreparingPage title={title} />);

      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
      expect(screen.getByText('이 페이지는 준비 중입니다.')).toBeTruthy();
      expect(screen.getByRole('link', { name: '홈으로 가기' }).getAttribute('href')).toBe('/');
      // What browser tests wait for before they click anything on the page.
      expect(document.documentElement.dataset.hydrated).toBe('');
    },
  );
});
