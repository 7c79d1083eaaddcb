import { setReducedMotion } from '@repo/vitest-config/match-media';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  AFTER_CARE_ITEMS,
  CONSULTATION_STEPS,
  PRECISION_ASSIGNMENT_PARTS,
  STAFFING_OPTIONS,
} from '../../content/firm-facts';
import { renderWithRouter } from '../../test/render-with-router';

import { SECTION_SCROLL_OFFSET_DESKTOP_PX, SYSTEM_SECTION_IDS } from './about-constants';
import { SUPPORT_SYSTEM_ITEMS } from './about-copy';
import { SystemPage } from './system-page';

afterEach(() => vi.restoreAllMocks());

const banner = () => screen.getByRole('navigation', { name: '지원 시스템 바로가기' });
const items = () => within(banner()).getAllByRole('listitem');
const expanded = () => items().map((item) => item.hasAttribute('data-expanded'));

describe('SystemPage', () => {
  it.each([
    [SYSTEM_SECTION_IDS.consultation, '상담 시스템', CONSULTATION_STEPS.length],
    [
      SYSTEM_SECTION_IDS.allocation,
      '체계적인 배정 시스템',
      PRECISION_ASSIGNMENT_PARTS.length + STAFFING_OPTIONS.length,
    ],
    [SYSTEM_SECTION_IDS.post, '사후 관리 시스템', AFTER_CARE_ITEMS.length],
  ])('has the section #%s titled %s with %i points', async (id, title, points) => {
    await renderWithRouter(<SystemPage />, { path: '/about/system' });
    const section = document.getElementById(id)!;
    expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe(title);
    expect(within(section).getAllByRole('listitem')).toHaveLength(points);
  });

  it('states the spec counts: three steps, four parts, six options, six after-care items', () => {
    expect([
      CONSULTATION_STEPS.length,
      PRECISION_ASSIGNMENT_PARTS.length,
      STAFFING_OPTIONS.length,
      AFTER_CARE_ITEMS.length,
    ]).toEqual([3, 4, 6, 6]);
  });

  it('keeps headings in order: h1, then h2 sections, h3 and h4 inside', async () => {
    await renderWithRouter(<SystemPage />);
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName[1]));
    expect(levels[0]).toBe(1);
    levels.slice(1).forEach((level, index) => {
      expect(level - levels[index]!).toBeLessThanOrEqual(1);
    });
  });
});

describe('SupportSystemBanner', () => {
  it('opens the first item, then the one under the pointer or keyboard focus', async () => {
    await renderWithRouter(<SystemPage />);
    expect(expanded()).toEqual([true, false, false]);
    fireEvent.pointerEnter(items()[2]!, { pointerType: 'mouse' });
    expect(expanded()).toEqual([false, false, true]);
    act(() => within(items()[1]!).getByRole('button').focus());
    expect(expanded()).toEqual([false, true, false]);
    // The open item's description is what its button is described by.
    const button = within(items()[1]!).getByRole('button');
    expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toBe(
      SUPPORT_SYSTEM_ITEMS[1]!.description,
    );
  });

  it('a touch expands nothing before the tap lands, so the button stays under the finger', async () => {
    setReducedMotion(true);
    await renderWithRouter(<SystemPage />);
    const item = items()[2]!;
    const button = within(item).getByRole('button');
    // A tap's order of events: the pointer enters and presses, focus follows, then the click.
    fireEvent.pointerEnter(item, { pointerType: 'touch' });
    fireEvent.pointerDown(button, { pointerType: 'touch' });
    act(() => button.focus());
    expect(expanded()).toEqual([true, false, false]);
    await act(async () => {
      fireEvent.click(button);
    });
    expect(expanded()).toEqual([false, false, true]);
    expect(document.activeElement).toBe(document.getElementById(SUPPORT_SYSTEM_ITEMS[2]!.targetId));
  });

  it.each(SUPPORT_SYSTEM_ITEMS.map((item) => [item.label, item.targetId]))(
    'the %s button scrolls to #%s and focuses it',
    async (label, targetId) => {
      setReducedMotion(true);
      const scrollTo = vi.spyOn(window, 'scrollTo');
      await renderWithRouter(<SystemPage />);
      const section = document.getElementById(targetId)!;
      section.getBoundingClientRect = () => ({ top: 900 }) as DOMRect;
      await act(async () => {
        fireEvent.click(within(banner()).getByRole('button', { name: new RegExp(label) }));
      });
      expect(scrollTo).toHaveBeenLastCalledWith(0, 900 - SECTION_SCROLL_OFFSET_DESKTOP_PX);
      expect(document.activeElement).toBe(section);
    },
  );
});
