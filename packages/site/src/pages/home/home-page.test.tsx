import { resizeTo, setReducedMotion } from '@repo/vitest-config/match-media';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithRouter } from '../../test/render-with-router';

import {
  DISTRIBUTION_SCROLL_OFFSET_PX,
  DISTRIBUTION_SECTION_ID,
  HEADLINE_GRADIENT_DELAY_MS,
  HEADLINE_TAGLINE_DELAY_MS,
  HEADLINE_WORD_STEP_MS,
  PRECISION_CARD_ROTATION_MS,
  SYSTEM_SECTION_ID,
} from './home-constants';
import { HomePage } from './home-page';
import { headlineTimings } from './home-sections';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  resizeTo(1024);
  setReducedMotion(false);
});

// A heading's words as a screen reader hears them (the headline's animated words are hidden).
const sectionTitles = () =>
  screen
    .getAllByRole('heading', { level: 2 })
    .map((heading) => (heading.querySelector('.lf-visually-hidden') ?? heading).textContent);

describe('HomePage (spec/site.md §2 Home)', () => {
  it('renders the nine sections in order after the landing block', async () => {
    await renderWithRouter(<HomePage landing={undefined} statistics={undefined} />);
    expect(sectionTitles()).toEqual([
      '로펌은 이렇게 진화해 왔습니다',
      '로펌 3.0, 글로벌 메가 로펌',
      '왜 글로벌 메가 로펌인가',
      '미국 메가 로펌의 시스템을 도입한 법무법인',
      '고객 맞춤 지원',
      '지금 바로 상담을 예약하세요',
      '3단계 상담 시스템',
      '정밀 배정 시스템',
      '상담 예약, 지금 시작하세요',
    ]);
    const calls = screen.getAllByRole('link', { name: /상담 예약/ });
    expect(calls.every((link) => link.getAttribute('href') === '/choice')).toBe(true);
    expect(document.getElementById('distribution')).not.toBeNull();
  });

  it('states the firm facts as the spec gives them', async () => {
    await renderWithRouter(<HomePage landing={undefined} statistics={undefined} />);
    const text = document.body.textContent ?? '';
    expect(text).toContain('변호사 200명 이상');
    expect(text).toContain('전문 그룹 20개 이상');
    expect(text).toContain(
      '2025년 7월 기준 국내 법무법인 1,631곳 가운데 유한 법무법인은 80곳(4.9%)',
    );
    expect(text).toContain('「변호사 광고에 관한 규정」 제4조 제1호');
    // §1's further facts, as the "first in Korea" banner lists them.
    expect(
      within(screen.getByRole('list', { name: '대륜의 운영 원칙' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '분야별 전문 본부 운영',
      '정액 수임료 정책',
      '24시간 상담 접수',
      'AI·IT 기반 소송 전략',
      '7년간의 종결 사건 경험',
    ]);
    expect(
      screen.getByRole('list', { name: '사건을 맡기는 여섯 가지 방법' }).children,
    ).toHaveLength(6);
  });

  it('times the headline: words 600 ms apart, the tagline 900 ms later, the gradient 500 ms after', () => {
    expect(headlineTimings(4)).toEqual({
      lastWordMs: 3 * HEADLINE_WORD_STEP_MS,
      taglineMs: 3 * HEADLINE_WORD_STEP_MS + HEADLINE_TAGLINE_DELAY_MS,
      gradientMs:
        3 * HEADLINE_WORD_STEP_MS + HEADLINE_TAGLINE_DELAY_MS + HEADLINE_GRADIENT_DELAY_MS,
    });
  });

  it.each([
    [640, true],
    [641, false],
    [375, true],
  ])('at %i px the cards are a carousel: %s', async (width, carousel) => {
    resizeTo(width);
    await renderWithRouter(<HomePage landing={undefined} statistics={undefined} />);
    const comparison = screen.getByLabelText('글로벌 메가 로펌과 네트워크 로펌 비교');
    // jsdom has no layout for Embla's dots; the e2e suite clicks them at 375 px.
    expect(comparison.tagName === 'UL').toBe(!carousel);
    expect(comparison.getAttribute('aria-roledescription')).toBe(carousel ? 'carousel' : null);
    expect(within(comparison).getAllByRole('heading', { level: 3 })).toHaveLength(5);
  });

  it('rotates the precision-assignment highlight every 2 s, and hover selects', async () => {
    vi.useFakeTimers();
    await renderWithRouter(<HomePage landing={undefined} statistics={undefined} />);
    const active = () =>
      document.querySelector('.home-precision__card[data-active] h3')?.textContent;
    expect(active()).toBe('분야 매칭');
    act(() => vi.advanceTimersByTime(PRECISION_CARD_ROTATION_MS));
    expect(active()).toBe('맞춤 태스크포스');
    const card = screen.getByRole('heading', { name: '소송 품질 보증' }).closest('li')!;
    fireEvent.mouseEnter(card.parentElement!);
    fireEvent.mouseEnter(card);
    act(() => vi.advanceTimersByTime(PRECISION_CARD_ROTATION_MS * 3));
    expect(active()).toBe('소송 품질 보증');
  });

  it.each([
    ['상담 시스템', SYSTEM_SECTION_ID, 0],
    ['정밀 배정', DISTRIBUTION_SECTION_ID, DISTRIBUTION_SCROLL_OFFSET_PX],
  ])('scrolls from the tab pill "%s" to #%s, %i px above its top', async (label, id, offset) => {
    await renderWithRouter(<HomePage landing={undefined} statistics={undefined} />);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    vi.spyOn(document.getElementById(id)!, 'getBoundingClientRect').mockReturnValue({
      top: 2000,
    } as DOMRect);
    const pill = screen.getByRole('navigation', { name: '상담 시스템 바로가기' });
    const tab = within(pill).getByRole('button', { name: label });
    const other = within(pill)
      .getAllByRole('button')
      .find((button) => button !== tab)!;
    // Hover switches the pill without scrolling; a click switches it and scrolls.
    fireEvent.mouseEnter(other);
    fireEvent.mouseEnter(tab);
    expect(tab.getAttribute('aria-pressed')).toBe('true');
    expect(other.getAttribute('aria-pressed')).toBe('false');
    expect(scrollTo).not.toHaveBeenCalled();
    // jsdom has no layout; reduced motion makes the scroll instant and checkable.
    setReducedMotion(true);
    fireEvent.click(tab);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 2000 - offset);
  });

  it.each([
    [false, 1],
    [true, 0],
  ])(
    'at 375 px with reduced motion %s the carousels show %i pause buttons each (autoplay)',
    async (reduced, pauseButtons) => {
      resizeTo(375);
      setReducedMotion(reduced);
      await renderWithRouter(<HomePage landing={undefined} statistics={undefined} />);
      for (const label of [
        '글로벌 메가 로펌과 네트워크 로펌 비교',
        '사건을 맡기는 여섯 가지 방법',
      ]) {
        const carousel = screen.getByRole('region', { name: label });
        // The pause button exists exactly when the carousel autoplays (jsdom has no layout for
        // Embla's dots; the e2e suite clicks them at 375 px).
        expect(within(carousel).queryAllByRole('button', { name: /자동 넘김/ })).toHaveLength(
          pauseButtons,
        );
      }
    },
  );
});
