import { answers } from '@lawfirm/api-client/msw';
import { resizeTo, setReducedMotion } from '@repo/vitest-config/match-media';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { renderWithRouter } from '../../test/render-with-router';

import { setChatUnread, useChatEntry } from '../chat-entry/chat-entry-store';

import { QuickMenu } from './quick-menu';
import { QUICK_MENU_CLOSE_FADE_MS, QUICK_MENU_TAB_ROTATION_MS } from './quick-menu-constants';

type AnalyticsWindow = Window & { dataLayer?: IArguments[]; gtag?: unknown };

beforeEach(() => {
  vi.useFakeTimers();
  resizeTo(1440);
});
afterEach(() => {
  vi.useRealTimers();
  setReducedMotion(false);
  delete (window as AnalyticsWindow).dataLayer;
  delete (window as AnalyticsWindow).gtag;
});

const menu = () => screen.getByRole('navigation', { name: '빠른 상담' });
const onlineButton = () => within(menu()).getByRole('button', { name: '온라인 상담' });
const phoneButton = () => within(menu()).getByRole('button', { name: '전화 상담' });
const popup = (name: string) => screen.queryByRole('region', { name });
const items = () => [...menu().querySelectorAll('.site-quick-menu__item')];
const highlightedIndex = () => items().findIndex((item) => item.hasAttribute('data-highlighted'));
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('QuickMenu', () => {
  it('offers online, chat (a new tab on the channel) and phone consultation', async () => {
    await renderWithRouter(<QuickMenu />, {
      settings: { chatChannelUrl: 'https://chat.example/lawfirm' },
    });
    const chat = within(menu()).getByRole('link', { name: /채팅 상담/ });
    expect(chat?.getAttribute('href')).toBe('https://chat.example/lawfirm');
    expect(chat?.getAttribute('target')).toBe('_blank');
    expect(chat?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(onlineButton()?.getAttribute('aria-expanded')).toBe('false');
    expect(phoneButton()?.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens the page’s own chat in place where the channel is this site’s chat page', async () => {
    await renderWithRouter(<QuickMenu />, { settings: { chatChannelUrl: '/daeryuntalk' } });
    const chat = within(menu()).getByRole('link', { name: '채팅 상담' });
    expect(chat.getAttribute('href')).toBe('/daeryuntalk');
    expect(chat.hasAttribute('target')).toBe(false);
    expect(chat.getAttribute('aria-haspopup')).toBe('dialog');
    // No widget is mounted yet: the click asks for it instead of leaving the page.
    expect(fireEvent.click(chat)).toBe(false);
    expect(useChatEntry.getState().requested).toBe(true);
    expect(useChatEntry.getState().opener === chat).toBe(true);
    useChatEntry.setState({ requested: false, opener: null });
  });

  it('shows how many messages came while the chat was closed', async () => {
    await renderWithRouter(<QuickMenu />, { settings: { chatChannelUrl: '/daeryuntalk' } });
    const chat = () => within(menu()).getByRole('link', { name: /^채팅 상담/ });
    expect(chat().textContent).toBe('채팅 상담');
    act(() => setChatUnread(3));
    expect(chat().textContent).toBe('채팅 상담3 (새 메시지 3개)');
    act(() => setChatUnread(120));
    expect(chat().querySelector('.site-quick-menu__badge [aria-hidden]')?.textContent).toBe('99+');
    act(() => setChatUnread(0));
    expect(chat().textContent).toBe('채팅 상담');
  });

  it('opens the online popup with the corporate and individual forms', async () => {
    await renderWithRouter(<QuickMenu />);
    fireEvent.click(onlineButton());
    const online = popup('온라인 상담 신청')!;
    expect(onlineButton()?.getAttribute('aria-expanded')).toBe('true');
    expect(
      within(online)
        .getByRole('link', { name: /기업 상담/ })
        ?.getAttribute('href'),
    ).toBe('/consulting');
    expect(
      within(online)
        .getByRole('link', { name: /개인 상담/ })
        ?.getAttribute('href'),
    ).toBe('/consult');
  });

  it('puts a centre URL in front of the consultation links and opens them where told', async () => {
    await renderWithRouter(
      <QuickMenu centerConsultUrl="https://medical.lawfirm.example/" target="_blank" />,
    );
    fireEvent.click(onlineButton());
    const corporate = within(popup('온라인 상담 신청')!).getByRole('link', { name: /기업 상담/ });
    expect(corporate?.getAttribute('href')).toBe('https://medical.lawfirm.example/consulting');
    expect(corporate?.getAttribute('target')).toBe('_blank');
  });

  it("uses the group's own consultation links from its footer row", async () => {
    const centre = answers.centerFooterList.data.find((row) => row.code === 'CT0023')!;
    await renderWithRouter(<QuickMenu />, { settings: { centerCode: centre.code } });
    fireEvent.click(onlineButton());
    const hrefs = () =>
      within(popup('온라인 상담 신청')!)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href'));
    // The footer rows come from the fake network; until they arrive the links are the firm's.
    await act(() =>
      vi.waitFor(() =>
        expect(hrefs()).toEqual([centre.consult_links.corporate, centre.consult_links.individual]),
      ),
    );
  });

  it('keeps the two popups mutually exclusive (spec/site.md §4)', async () => {
    await renderWithRouter(<QuickMenu />);
    fireEvent.click(onlineButton());
    fireEvent.click(phoneButton());
    expect(popup('전화 상담')?.getAttribute('data-phase')).toBe('open');
    expect(popup('온라인 상담 신청')?.getAttribute('data-phase')).toBe('closing');
    advance(QUICK_MENU_CLOSE_FADE_MS);
    expect(popup('온라인 상담 신청')).toBeNull();
    expect(popup('전화 상담')?.getAttribute('data-phase')).toBe('open');
    // The switch itself does not pull focus back to the first button.
    expect(document.activeElement).not.toBe(onlineButton());
  });

  it('fades out over 400 ms, then gives focus back to its button', async () => {
    await renderWithRouter(<QuickMenu />);
    fireEvent.click(onlineButton());
    const close = within(popup('온라인 상담 신청')!).getByRole('button', {
      name: '온라인 상담 신청 닫기',
    });
    act(() => close.focus());
    fireEvent.click(close);
    advance(QUICK_MENU_CLOSE_FADE_MS - 1);
    expect(popup('온라인 상담 신청')?.getAttribute('data-phase')).toBe('closing');
    expect(document.activeElement).not.toBe(onlineButton());
    advance(1);
    expect(popup('온라인 상담 신청')).toBeNull();
    expect(document.activeElement).toBe(onlineButton());
  });

  it('closes on Escape and on its button, each time returning focus to the button', async () => {
    await renderWithRouter(<QuickMenu />);
    fireEvent.click(phoneButton());
    fireEvent.keyDown(document, { key: 'Escape' });
    advance(QUICK_MENU_CLOSE_FADE_MS);
    expect(popup('전화 상담')).toBeNull();
    expect(document.activeElement).toBe(phoneButton());

    fireEvent.click(onlineButton());
    fireEvent.click(onlineButton());
    advance(QUICK_MENU_CLOSE_FADE_MS);
    expect(popup('온라인 상담 신청')).toBeNull();
    expect(document.activeElement).toBe(onlineButton());
  });

  it('closes without taking focus when the visitor presses outside it', async () => {
    await renderWithRouter(
      <>
        <button type="button">elsewhere</button>
        <QuickMenu />
      </>,
    );
    fireEvent.click(onlineButton());
    const elsewhere = screen.getByRole('button', { name: 'elsewhere' });
    fireEvent.pointerDown(elsewhere);
    act(() => elsewhere.focus());
    advance(QUICK_MENU_CLOSE_FADE_MS);
    expect(popup('온라인 상담 신청')).toBeNull();
    expect(document.activeElement).toBe(elsewhere);
  });

  it('closes immediately for a visitor who prefers reduced motion', async () => {
    setReducedMotion(true);
    await renderWithRouter(<QuickMenu />);
    fireEvent.click(onlineButton());
    fireEvent.click(onlineButton());
    advance(0);
    expect(popup('온라인 상담 신청')).toBeNull();
  });

  it('shows the number in a box on desktop and two tel links on mobile', async () => {
    await renderWithRouter(<QuickMenu />, { settings: { phone: '1800-7905' } });
    fireEvent.click(phoneButton());
    const desktopBox = popup('전화 상담')!;
    expect(within(desktopBox).getByRole('link', { name: '1800-7905' })?.getAttribute('href')).toBe(
      'tel:18007905',
    );
    fireEvent.click(phoneButton());
    advance(QUICK_MENU_CLOSE_FADE_MS);

    act(() => resizeTo(375));
    fireEvent.click(phoneButton());
    const links = within(popup('전화 상담')!).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      '기업 전화 상담1800-7905',
      '개인 전화 상담1800-7905',
    ]);
    expect(links.every((link) => link.getAttribute('href') === 'tel:18007905')).toBe(true);
  });

  it('closes the phone popup, not the online one, when the width drops below 1024 px', async () => {
    await renderWithRouter(<QuickMenu />);
    fireEvent.click(phoneButton());
    act(() => resizeTo(1023));
    advance(QUICK_MENU_CLOSE_FADE_MS);
    expect(popup('전화 상담')).toBeNull();

    act(() => resizeTo(1440));
    fireEvent.click(onlineButton());
    act(() => resizeTo(800));
    advance(QUICK_MENU_CLOSE_FADE_MS);
    expect(popup('온라인 상담 신청')?.getAttribute('data-phase')).toBe('open');
  });

  it('closes on a route change', async () => {
    const { router } = await renderWithRouter(<QuickMenu />);
    fireEvent.click(onlineButton());
    await act(() => router.navigate({ to: '/faq' }));
    advance(QUICK_MENU_CLOSE_FADE_MS);
    expect(popup('온라인 상담 신청')).toBeNull();
  });

  it('cycles the bar highlight 0, 1, 2, 0 every 3 s below 1024 px, paused on hover', async () => {
    resizeTo(375);
    await renderWithRouter(<QuickMenu />);
    expect(highlightedIndex()).toBe(0);
    const seen = [];
    for (let step = 0; step < 3; step += 1) {
      advance(QUICK_MENU_TAB_ROTATION_MS);
      seen.push(highlightedIndex());
    }
    expect(seen).toEqual([1, 2, 0]);

    fireEvent.mouseEnter(menu());
    advance(QUICK_MENU_TAB_ROTATION_MS * 2);
    expect(highlightedIndex()).toBe(0);
    fireEvent.mouseLeave(menu());
    advance(QUICK_MENU_TAB_ROTATION_MS);
    expect(highlightedIndex()).toBe(1);
  });

  it('shows no highlight on the desktop pill, nor while a popup is open', async () => {
    await renderWithRouter(<QuickMenu />);
    advance(QUICK_MENU_TAB_ROTATION_MS * 2);
    expect(highlightedIndex()).toBe(-1);
    act(() => resizeTo(375));
    expect(highlightedIndex()).toBe(0);
    fireEvent.click(phoneButton());
    expect(highlightedIndex()).toBe(-1);
  });

  it.each([
    [1440, 0, '120px'],
    [1440, 60, '180px'],
    [1700, 0, '150px'],
    [1920, 60, '210px'],
  ])('at %i px with a %i px banner sits %s above the bottom', async (width, banner, bottom) => {
    resizeTo(width);
    await renderWithRouter(<QuickMenu bannerHeight={banner} />);
    expect(menu().style.getPropertyValue('--site-quick-menu-bottom')).toBe(bottom);
  });

  it('reports the clicks through the tracker in the PC or mobile variant', async () => {
    await renderWithRouter(<QuickMenu />, { settings: { analyticsId: 'G-TEST123' } });
    fireEvent.click(onlineButton());
    fireEvent.click(within(popup('온라인 상담 신청')!).getByRole('link', { name: /개인 상담/ }));
    act(() => resizeTo(375));
    fireEvent.click(phoneButton());
    fireEvent.click(within(menu()).getByRole('link', { name: /채팅 상담/ }));
    const events = ((window as AnalyticsWindow).dataLayer ?? [])
      .map((args) => [...args])
      .filter(([kind]) => kind === 'event')
      .map(([, action, params]) => [action, (params as { event_category: string }).event_category]);
    expect(events).toEqual([
      ['online_reservation_click', 'quick_menu_pc'],
      ['individual_consult_click', 'quick_menu_pc'],
      ['phone_button_click', 'quick_menu_mobile'],
      ['chat_button_click', 'quick_menu_mobile'],
    ]);
  });
});
