import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { trackClick } from './tracker';

type AnalyticsWindow = Window & { dataLayer?: IArguments[]; gtag?: unknown };
const target = window as AnalyticsWindow;

beforeEach(() => {
  delete target.dataLayer;
  delete target.gtag;
  document.head.replaceChildren();
  vi.stubGlobal('navigator', { ...navigator, sendBeacon: vi.fn(() => true) });
});
afterEach(() => vi.unstubAllGlobals());

describe('trackClick', () => {
  it('does nothing at all without an analytics id or an ace URL', () => {
    trackClick({ analyticsId: '', aceUrl: '' }, 'phone', true);
    expect(target.dataLayer).toBeUndefined();
    expect(document.head.querySelector('script')).toBeNull();
    expect(navigator.sendBeacon).not.toHaveBeenCalled();
  });

  it('queues a GA4 event and loads gtag.js once', () => {
    const settings = { analyticsId: 'G-TEST123', aceUrl: '' };
    trackClick(settings, 'corporate', false);
    trackClick(settings, 'chat', true);
    const calls = (target.dataLayer ?? []).map((args) => [...args]);
    expect(calls.filter(([kind]) => kind === 'event')).toEqual([
      [
        'event',
        'corporate_consult_click',
        { event_category: 'quick_menu_pc', event_label: '기업 상담', value: '1' },
      ],
      [
        'event',
        'chat_button_click',
        { event_category: 'quick_menu_mobile', event_label: '채팅 상담', value: '1' },
      ],
    ]);
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
    expect(navigator.sendBeacon).not.toHaveBeenCalled();
  });

  it('sends the ad-tracking page view for phone and chat only', () => {
    const settings = { analyticsId: '', aceUrl: 'https://ace.example' };
    trackClick(settings, 'phone', true);
    trackClick(settings, 'individual', true);
    trackClick(settings, 'chat', false);
    expect(vi.mocked(navigator.sendBeacon).mock.calls).toEqual([
      ['https://ace.example/m_tel'],
      ['https://ace.example/kakao'],
    ]);
  });
});
