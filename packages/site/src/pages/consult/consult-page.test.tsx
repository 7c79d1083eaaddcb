import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ROUTE_TITLES } from '../../route-titles';
import { renderWithRouter } from '../../test/render-with-router';

import { ConsultPage } from './consult-page';

describe('ConsultPage (spec/site.md §2 /consult)', () => {
  it('offers the individual channels, chat and phone, and sends companies to their form', async () => {
    await renderWithRouter(<ConsultPage />, {
      path: '/consult',
      settings: { phone: '1800-7905', chatChannelUrl: '/daeryuntalk' },
    });

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(ROUTE_TITLES['/consult']);
    expect(screen.getByRole('link', { name: '채팅 상담 시작하기' }).getAttribute('href')).toBe(
      '/daeryuntalk',
    );
    expect(screen.getByRole('link', { name: '1800-7905 전화 걸기' }).getAttribute('href')).toBe(
      'tel:18007905',
    );
    expect(
      screen.getByRole('link', { name: ROUTE_TITLES['/consulting'] }).getAttribute('href'),
    ).toBe('/consulting');
    expect(screen.getByRole('link', { name: ROUTE_TITLES['/choice'] }).getAttribute('href')).toBe(
      '/choice',
    );
  });
});
