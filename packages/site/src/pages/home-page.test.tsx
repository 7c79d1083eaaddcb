import type { Center } from '@lawfirm/api-client';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { DEFAULT_CENTER_CODE, FIRM_HEADLINE } from '../constants';
import { renderWithRouter } from '../test/render-with-router';

import { HomePage } from './home-page';

function group(code: string, codeName: string): Center {
  return {
    code,
    code_name: codeName,
    code_desc: code.toLowerCase(),
    parent_code: null,
    etc: null,
    domain: null,
    gubun: null,
    children: [],
  };
}

describe('HomePage', () => {
  it('shows the headline and every group except the whole firm', async () => {
    await renderWithRouter(
      <HomePage
        groups={[
          group(DEFAULT_CENTER_CODE, '법무법인 대륜'),
          group('CT0001', '형사 전문 그룹'),
          group('CT0023', '의료 센터'),
        ]}
      />,
    );

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(FIRM_HEADLINE);
    const list = screen.getByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['형사 전문 그룹', '의료 센터']);
    expect(screen.getByRole('link', { name: '상담 예약하기' }).getAttribute('href')).toBe(
      '/choice',
    );
  });

  it('still renders, without the group section and without an error text, when the group list failed', async () => {
    const { container } = await renderWithRouter(<HomePage groups={undefined} />);

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(FIRM_HEADLINE);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
    expect(container.querySelector('.site-notice')).toBeNull();
  });

  it('says so when the API answers with no groups', async () => {
    await renderWithRouter(<HomePage groups={[group(DEFAULT_CENTER_CODE, '법무법인 대륜')]} />);

    expect(screen.getByText('등록된 전문 그룹이 아직 없습니다.')).toBeTruthy();
  });
});
