import { CASE_STATES } from '@lawfirm/api-client';
import type { CaseState } from '@lawfirm/api-client/site-core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithRouter } from '../../test/render-with-router';

import { CaseCard } from './case-card';
import { caseFixture } from './member-fixture';

async function renderCard(state: CaseState, overrides = {}) {
  const item = caseFixture(state, overrides);
  const view = await renderWithRouter(
    <ul>
      <CaseCard item={item} listSearch={{ tap: 'closed', page: 2 }} />
    </ul>,
    { path: '/mycase' },
  );
  return { item, card: view.container.querySelector('li') as HTMLElement };
}

const badges = (card: HTMLElement) =>
  within(within(card).getByRole('list', { name: '사건 상태' }))
    .getAllByRole('listitem')
    .map((badge) => badge.textContent);

const progressSteps = (card: HTMLElement) =>
  within(within(card).getByRole('list', { name: '진행 단계' }))
    .getAllByRole('listitem')
    .map((step) => [
      step.textContent,
      step.getAttribute('data-status'),
      step.getAttribute('aria-current'),
    ]);

const ENDED: CaseState[] = [
  'closed',
  'halted',
  'refund_received',
  'refund_in_progress',
  'refund_completed',
];

describe('CaseCard (spec/site.md §2 My case status, §4 Case states)', () => {
  it.each(CASE_STATES.map((state) => [state.code, state.label] as const))(
    'shows the %s badge as "%s", the start date, the case number and the title as a link',
    async (state, label) => {
      const { item, card } = await renderCard(state);
      expect(badges(card)).toEqual([label]);
      expect(within(card).getByText(item.accept_date.replaceAll('-', '.')).tagName).toBe('TIME');
      expect(within(card).getByText(item.case_number)).toBeTruthy();
      const link = within(card).getByRole('link', { name: item.title });
      expect(link.getAttribute('href')).toBe(`/mycase/${item.idx}?tap=closed&page=2`);
    },
  );

  it('adds the separate deferred badge beside the state', async () => {
    const { card } = await renderCard('in_progress', { is_deferred: true });
    expect(badges(card)).toEqual(['사건 진행', '보류']);
  });

  it.each([
    [
      'team_assignment',
      [
        ['팀 배정 (현재 단계)', 'current', 'step'],
        ['사건 검토 (예정)', 'upcoming', null],
        ['사건 진행 (예정)', 'upcoming', null],
      ],
    ],
    [
      'review',
      [
        ['팀 배정 (완료)', 'completed', null],
        ['사건 검토 (현재 단계)', 'current', 'step'],
        ['사건 진행 (예정)', 'upcoming', null],
      ],
    ],
    [
      'in_progress',
      [
        ['팀 배정 (완료)', 'completed', null],
        ['사건 검토 (완료)', 'completed', null],
        ['사건 진행 (현재 단계)', 'current', 'step'],
      ],
    ],
  ] as const)('draws the progress line of %s', async (state, expected) => {
    const { card } = await renderCard(state);
    expect(progressSteps(card)).toEqual(expected);
    // A check on completed steps only.
    const markers = card.querySelectorAll('.member-progress__marker');
    expect([...markers].map((marker) => marker.querySelector('svg') !== null)).toEqual(
      expected.map(([, status]) => status === 'completed'),
    );
  });

  it.each(ENDED)('shows no progress line for %s', async (state) => {
    const { card } = await renderCard(state);
    expect(within(card).queryByRole('list', { name: '진행 단계' })).toBeNull();
  });

  it('shows a refund in progress with its expected date and amount in won', async () => {
    const { card } = await renderCard('refund_in_progress', {
      refund_at: '2025-12-15',
      refund_price: 1_200_000,
    });
    expect(within(card).getByText('환불 예정일').nextElementSibling?.textContent).toBe(
      '2025.12.15',
    );
    expect(within(card).getByText('환불 금액').nextElementSibling?.textContent).toBe('1,200,000원');
    expect(card.hasAttribute('data-greyed')).toBe(false);
  });

  it('greys a completed refund and shows when it was paid', async () => {
    const { card } = await renderCard('refund_completed');
    expect(card.hasAttribute('data-greyed')).toBe(true);
    expect(within(card).getByText('환불일').nextElementSibling?.textContent).toBe('2025.06.20');
    expect(within(card).getByText('환불 금액').nextElementSibling?.textContent).toBe('3,300,000원');
  });

  it('shows no refund facts outside the refund states', async () => {
    const { card } = await renderCard('closed', { refund_price: 100 });
    expect(within(card).queryByText('환불 금액')).toBeNull();
    expect(screen.queryByText(/원$/)).toBeNull();
  });
});
