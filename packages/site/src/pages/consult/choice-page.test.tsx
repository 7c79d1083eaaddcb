import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ROUTE_TITLES } from '../../route-titles';
import { renderWithRouter } from '../../test/render-with-router';

import { ChoicePage } from './choice-page';

type WithChat = Window & { LawfirmChat?: (command: string) => void };

afterEach(() => {
  delete (window as WithChat).LawfirmChat;
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

  it('opens the chat widget through its JS API when the page has it, staying on the page', async () => {
    const chat = vi.fn();
    (window as WithChat).LawfirmChat = chat;
    await renderWithRouter(<ChoicePage />);

    const link = within(option('채팅 상담')).getByRole('link', { name: '채팅 상담 시작하기' });
    // fireEvent returns false when a handler prevented the default (the link's navigation).
    expect(fireEvent.click(link)).toBe(false);
    expect(chat).toHaveBeenCalledWith('open');
  });

  it('follows the link to the chat channel when the widget is not on the page', async () => {
    await renderWithRouter(<ChoicePage />, { settings: { chatChannelUrl: '/daeryuntalk' } });

    const link = within(option('채팅 상담')).getByRole('link', { name: '채팅 상담 시작하기' });
    expect(link.getAttribute('href')).toBe('/daeryuntalk');
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
