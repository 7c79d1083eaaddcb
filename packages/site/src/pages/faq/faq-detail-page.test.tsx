import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithRouter } from '../../test/render-with-router';

import { FAQ_COPY } from './faq-constants';
import {
  FAQ_DETAIL_EDITOR_FIXTURE,
  FAQ_DETAIL_HTML_FIXTURE,
  FAQ_GROUPS_FIXTURE,
} from './faq-fixture';
import { FaqDetailPage } from './faq-detail-page';

const divorce = FAQ_GROUPS_FIXTURE.find((group) => group.code === 'CT0005');
const aiit = FAQ_GROUPS_FIXTURE.find((group) => group.code === 'aiit');

// spec/site.md §2 /faq/detail/{idx}.
describe('FaqDetailPage', () => {
  it('shows the question, its hit count, its body and its keyword chips', async () => {
    await renderWithRouter(<FaqDetailPage detail={FAQ_DETAIL_HTML_FIXTURE} group={divorce} />);
    // The heading's text is the question alone, with no badge letter glued to it.
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      FAQ_DETAIL_HTML_FIXTURE.question,
    );
    expect(screen.getByText(`${FAQ_COPY.views} 1,241`)).toBeTruthy();
    expect(screen.getByRole('region', { name: FAQ_COPY.questionHeading }).textContent).toBe(
      FAQ_DETAIL_HTML_FIXTURE.question_contents,
    );
    // Comma-separated, trimmed, blanks and repeats dropped; each searches the Q&A.
    const chips = within(screen.getByRole('list', { name: FAQ_COPY.keywordsLabel }));
    expect(chips.getAllByRole('link').map((chip) => chip.textContent)).toEqual([
      '#재산분할',
      '#이혼',
      '#위자료',
    ]);
    expect(chips.getByRole('link', { name: '#위자료' }).getAttribute('href')).toBe(
      `/faq?keyword=${encodeURIComponent('위자료')}`,
    );
  });

  it('renders an HTML answer (gubun ck) sanitized', async () => {
    await renderWithRouter(<FaqDetailPage detail={FAQ_DETAIL_HTML_FIXTURE} group={divorce} />);
    const answer = screen.getByRole('region', { name: FAQ_COPY.answerHeading });
    expect(answer.querySelector('strong')?.textContent).toBe('기여도');
    expect(answer.querySelector('script')).toBeNull();
    expect(answer.querySelector('[onclick]')).toBeNull();
    expect(answer.textContent).toContain('가사노동도 기여로 인정됩니다.');
    expect(answer.querySelector('.site-editor-view')).toBeNull();
  });

  it('renders any other answer in the read-only editor view', async () => {
    await renderWithRouter(<FaqDetailPage detail={FAQ_DETAIL_EDITOR_FIXTURE} group={aiit} />);
    const answer = screen.getByRole('region', { name: FAQ_COPY.answerHeading });
    const view = answer.querySelector('.site-editor-view');
    expect(view).toBeTruthy();
    // Its headings continue the page's outline under the answer's h2.
    expect(within(answer).getByRole('heading', { level: 3, name: '핵심 답변' })).toBeTruthy();
    expect(within(answer).getByText('기여도가 중요합니다.').tagName).toBe('STRONG');
    expect(within(answer).getAllByRole('listitem')).toHaveLength(2);
    expect(within(answer).getByRole('link', { name: '자세한 안내' }).getAttribute('href')).toBe(
      '/choice',
    );
    // A javascript: link keeps its text and loses its link.
    expect(within(answer).queryByRole('link', { name: '위험한 링크' })).toBeNull();
    expect(within(answer).getByText('위험한 링크')).toBeTruthy();
  });

  it('goes back to the category list, and to /faq for code aiit', async () => {
    const first = await renderWithRouter(
      <FaqDetailPage detail={FAQ_DETAIL_HTML_FIXTURE} group={divorce} />,
    );
    expect(screen.getByRole('link', { name: FAQ_COPY.backToList }).getAttribute('href')).toBe(
      '/faq/divorce',
    );
    first.unmount();
    await renderWithRouter(<FaqDetailPage detail={FAQ_DETAIL_EDITOR_FIXTURE} group={aiit} />);
    expect(screen.getByRole('link', { name: FAQ_COPY.backToList }).getAttribute('href')).toBe(
      '/faq',
    );
  });

  it('links the previous and next entries that exist, and says which do not', async () => {
    const first = await renderWithRouter(
      <FaqDetailPage detail={FAQ_DETAIL_HTML_FIXTURE} group={divorce} />,
    );
    let neighbours = within(screen.getByRole('navigation', { name: '이전 글과 다음 글' }));
    expect(
      neighbours
        .getByRole('link', { name: '협의이혼 절차는 얼마나 걸리나요?' })
        .getAttribute('href'),
    ).toBe('/faq/detail/6');
    expect(neighbours.getByText(FAQ_COPY.noNext)).toBeTruthy();
    first.unmount();
    await renderWithRouter(<FaqDetailPage detail={FAQ_DETAIL_EDITOR_FIXTURE} group={aiit} />);
    neighbours = within(screen.getByRole('navigation', { name: '이전 글과 다음 글' }));
    expect(neighbours.getByText(FAQ_COPY.noPrevious)).toBeTruthy();
    expect(
      neighbours
        .getByRole('link', { name: 'AI 서비스 약관은 어떻게 검토하나요?' })
        .getAttribute('href'),
    ).toBe('/faq/detail/9');
  });

  it('shows the side column only when one of its lists has entries', async () => {
    const first = await renderWithRouter(
      <FaqDetailPage detail={FAQ_DETAIL_HTML_FIXTURE} group={divorce} />,
    );
    expect(screen.queryByRole('complementary', { name: '관련 정보' })).toBeNull();
    first.unmount();
    await renderWithRouter(<FaqDetailPage detail={FAQ_DETAIL_EDITOR_FIXTURE} group={aiit} />);
    const side = within(screen.getByRole('complementary', { name: '관련 정보' }));
    expect(side.getByRole('heading', { name: '성공 사례' })).toBeTruthy();
    expect(side.getByRole('link', { name: '재산분할 60% 인정 사례' }).getAttribute('href')).toBe(
      '/success/31',
    );
    // Empty lists leave no empty block.
    expect(side.queryByRole('heading', { name: '담당 변호사' })).toBeNull();
  });

  it('offers a consultation beside the answer', async () => {
    await renderWithRouter(<FaqDetailPage detail={FAQ_DETAIL_HTML_FIXTURE} group={divorce} />);
    const card = within(screen.getByRole('complementary', { name: '상담 안내' }));
    expect(card.getByRole('link', { name: '상담 예약하기' }).getAttribute('href')).toBe('/choice');
    expect(card.getByRole('link', { name: /전화 상담/ }).getAttribute('href')).toMatch(/^tel:\d+$/);
  });
});
