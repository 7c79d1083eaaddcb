import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { NOT_FOUND_TITLE } from '../route-titles';
import { renderWithRouter } from '../test/render-with-router';

import { NotFoundPage } from './not-found-page';

describe('NotFoundPage', () => {
  it('says the page does not exist in Korean and links home', async () => {
    delete document.documentElement.dataset.hydrated;
    await renderWithRouter(<NotFoundPage />);

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(NOT_FOUND_TITLE);
    expect(screen.getByRole('link', { name: '홈으로 가기' }).getAttribute('href')).toBe('/');
    expect(document.documentElement.dataset.hydrated).toBe('');
  });
});
