import { answer, answers, centerGroup } from '@lawfirm/api-client/msw';
import { CENTER_LIST_PATH, centerListResponseSchema } from '@lawfirm/api-client/site';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { server } from '../../test/msw-server';
import { renderWithRouter } from '../../test/render-with-router';

import { INVALID_ACCESS_TITLE, CompletePage } from './complete-page';
import { crossServiceLinks } from './cross-services';

const serviceNames = ['증거조사 서비스', '디지털포렌식 서비스', '경호 서비스'];

describe('CompletePage (spec/site.md §2 Consultation complete page)', () => {
  it('with a result: complete, a call back from the main number, three services and home', async () => {
    server.use(
      answer(CENTER_LIST_PATH, centerListResponseSchema, {
        result: true,
        data: [
          ...answers.centerList.data,
          centerGroup('CT0015', '증거조사', { code_desc: 'evidence' }),
          centerGroup('CT0029', '디지털포렌식', { code_desc: 'digital-forensics' }),
          centerGroup('CT0030', '경호·보안', { code_desc: 'security' }),
          centerGroup('CT0023', '디지털포렌식센터', {
            domain: 'forensic.lawfirm.example',
            children: [
              { code: 'CT0029', code_name: '디지털포렌식', etc2: null },
              { code: 'CT0015', code_name: '증거조사', etc2: null },
            ],
          }),
        ],
      }),
    );
    await renderWithRouter(<CompletePage isConsult />, {
      path: '/complete?isConsult=true',
      settings: { phone: '1800-7905' },
    });

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      '상담 신청이 완료되었습니다',
    );
    expect(screen.getByRole('link', { name: '1800-7905' }).getAttribute('href')).toBe(
      'tel:18007905',
    );
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /디지털포렌식 서비스/ }).getAttribute('href')).toBe(
        '//forensic.lawfirm.example',
      ),
    );
    expect(screen.getByRole('link', { name: /디지털포렌식 서비스/ }).getAttribute('target')).toBe(
      '_blank',
    );
    // Evidence investigation is the same centre's service.
    expect(screen.getByRole('link', { name: /증거조사 서비스/ }).getAttribute('href')).toBe(
      '//forensic.lawfirm.example',
    );
    // No centre of its own: its card on the practice-field page, never a Q&A list.
    const guard = screen.getByRole('link', { name: '경호 서비스' });
    expect(guard.getAttribute('href')).toBe('/field/area#security');
    expect(guard.hasAttribute('target')).toBe(false);
    expect(screen.getByRole('link', { name: '홈으로 가기' }).getAttribute('href')).toBe('/');
  });

  it('without a result: "invalid access" and only the home button', async () => {
    await renderWithRouter(<CompletePage isConsult={false} />, { path: '/complete' });

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(INVALID_ACCESS_TITLE);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['홈으로 가기']);
    for (const name of serviceNames) expect(screen.queryByText(name)).toBeNull();
  });
});

describe('crossServiceLinks', () => {
  it('falls back to the practice-field overview while the group list is unknown', () => {
    expect(crossServiceLinks(undefined).map((link) => [link.label, link.href])).toEqual(
      serviceNames.map((name) => [name, '/field/area']),
    );
  });

  it("leads a centre's site to the main site's practice-field page", () => {
    const groups = [centerGroup('CT0030', '경호·보안', { code_desc: 'security' })];
    expect(crossServiceLinks(groups, 'http://localhost:3000')[2]?.href).toBe(
      'http://localhost:3000/field/area#security',
    );
  });
});
