import { CENTER_FOOTER_LIST_PATH } from '@lawfirm/api-client/site-core';
import { firmFooter } from '@lawfirm/api-client/msw';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { server, TEST_API_BASE_URL } from '../../test/msw-server';
import { renderWithRouter } from '../../test/render-with-router';

import { GreetingPage } from './greeting-page';
import { greetingSigner } from './greeting-signature';

const centre = { ...firmFooter, code: 'CT0023', company_name: '법무법인 대륜 센터' };

describe('the greeting’s signature', () => {
  it('is the firm’s representative from the firm’s footer row, on a centre’s site too', () => {
    expect(greetingSigner([centre, firmFooter])).toEqual({
      firm: '법무법인 대륜',
      representative: { title: '대표변호사', name: '강하람' },
    });
  });

  it('is the firm alone without its row or a named representative', () => {
    expect(greetingSigner(undefined)).toEqual({ firm: '법무법인 대륜', representative: null });
    expect(greetingSigner([{ ...firmFooter, representative: null }]).representative).toBeNull();
  });

  it('closes the letter with the name the api gives', async () => {
    server.use(
      http.get(`${TEST_API_BASE_URL}${CENTER_FOOTER_LIST_PATH}`, () =>
        HttpResponse.json({
          result: true,
          data: [{ ...firmFooter, representative: { title: '대표변호사', name: '윤서하' } }],
        }),
      ),
    );
    await renderWithRouter(<GreetingPage />, { path: '/about/greeting' });
    const signature = document.querySelector('.site-greeting__signature') as HTMLElement;
    await screen.findByText('윤서하');
    expect(signature.textContent).toBe('법무법인 대륜 대표변호사 윤서하');
    expect(document.body.textContent).not.toContain('구성원 일동');
  });
});
