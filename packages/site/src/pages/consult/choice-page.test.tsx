import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { useChatEntry } from '../../layout/chat-entry/chat-entry-store';
import { ROUTE_TITLES } from '../../route-titles';
import { renderWithRouter } from '../../test/render-with-router';

import { ChoicePage } from './choice-page';

afterEach(() => {
  useChatEntry.setState({ widget: null, requested: false, opener: null });
});

const option = (title: string) =>
  screen.getByRole('heading', { level: 2, name: title }).closest('li') as HTMLElement;

describe('ChoicePage (spec/site.md §2 /choice)', () => {
  it('offers online, chat and phone consultation under its title and breadcrumb', async () => {
    await renderWithRouter(<ChoicePage />, { path: '/choice' });

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(ROUTE_TITLES['/choice']);
    const trail = screen.getByRole('navigation', { name: '현재 위치' });
    expect(within(trail).getByRole('link', { name: '홈' }).getAttribute('href')).toBe('/');
    expect(within(trail).getByText(ROUTE_TITLES['/choice']).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['온라인 상담', '채팅 상담', '전화 상담']);
    const online = within(option('온라인 상담'));
    expect(online.getByRole('link', { name: '기업 상담 신청' }).getAttribute('href')).toBe(
      '/consulting',
    );
    expect(online.getByRole('link', { name: '개인 상담 신청' }).getAttribute('href')).toBe(
      '/consult',
    );
    expect(screen.queryByText('이 페이지는 준비 중입니다.')).toBeNull();
  });

  it("dials the site's phone number", async () => {
    await renderWithRouter(<ChoicePage />, { settings: { phone: '02-1234-5678' } });

    const call = within(option('전화 상담')).getByRole('link', { name: '02-1234-5678 전화 걸기' });
    expect(call.getAttribute('href')).toBe('tel:0212345678');
  });

  it('opens the page’s chat in place where the channel is the site’s own chat page', async () => {
    await renderWithRouter(<ChoicePage />, { settings: { chatChannelUrl: '/daeryuntalk' } });

    const link = within(option('채팅 상담')).getByRole('link', { name: '채팅 상담 시작하기' });
    expect(link.getAttribute('href')).toBe('/daeryuntalk');
    // fireEvent returns false when a handler prevented the default (the link's navigation).
    expect(fireEvent.click(link)).toBe(false);
    expect(useChatEntry.getState().requested).toBe(true);
    // With a modifier the visitor asked for a new tab: the link is followed.
    useChatEntry.setState({ requested: false });
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(useChatEntry.getState().requested).toBe(false);
  });

  it('follows the link to an outside chat channel', async () => {
    await renderWithRouter(<ChoicePage />, {
      settings: { chatChannelUrl: 'https://chat.example/lawfirm' },
    });

    const link = within(option('채팅 상담')).getByRole('link', { name: '채팅 상담 시작하기' });
    expect(link.getAttribute('href')).toBe('https://chat.example/lawfirm');
    // Read after React's handler (window's bubble phase comes after React's root), then
    // stop jsdom from navigating.
    let prevented: boolean | undefined;
    const listener = (event: Event) => {
      prevented = event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', listener);
    fireEvent.click(link);
    window.removeEventListener('click', listener);
    expect(prevented).toBe(false);
  });
});
