import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ROUTE_TITLES } from '../../route-titles';
import { renderWithRouter } from '../../test/render-with-router';

import { InquirePage } from './inquire-page';

describe('InquirePage (spec/site.md §2 /inquire)', () => {
  it('says what the centre handles and how to reach it', async () => {
    await renderWithRouter(<InquirePage />, {
      path: '/inquire',
      settings: { phone: '02-1234-5678', chatChannelUrl: '/daeryuntalk' },
    });

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(ROUTE_TITLES['/inquire']);
    expect(screen.getByText(/사건 전체를 다시 검토합니다/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '02-1234-5678' }).getAttribute('href')).toBe(
      'tel:0212345678',
    );
    expect(screen.getByRole('link', { name: '채팅 상담' }).getAttribute('href')).toBe(
      '/daeryuntalk',
    );
  });
});
