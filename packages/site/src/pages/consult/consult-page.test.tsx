import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ROUTE_TITLES } from '../../route-titles';
import { renderWithRouter } from '../../test/render-with-router';

import { ConsultPage } from './consult-page';

describe('ConsultPage (spec/site.md §2 /consult)', () => {
  it('shows the individual form first, then chat and phone, and sends companies to their form', async () => {
    await renderWithRouter(<ConsultPage />, {
      path: '/consult',
      settings: { phone: '1800-7905', chatChannelUrl: '/daeryuntalk' },
    });

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(ROUTE_TITLES['/consult']);
    const form = screen.getByRole('form', { name: '개인 상담 신청서' });
    for (const name of ['성함', '연락처', '상담 내용']) {
      expect(within(form).getByRole('textbox', { name }).getAttribute('aria-required')).toBe(
        'true',
      );
    }
    expect(within(form).getByRole('combobox', { name: '사건 분야' })).toBeTruthy();
    // The form comes before the channels.
    const chat = screen.getByRole('link', { name: '채팅 상담 시작하기' });
    expect(form.compareDocumentPosition(chat) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
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
