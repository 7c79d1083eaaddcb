import { describe, expect, it } from 'vitest';

import { adTrackingUrl, analyticsEvent, TRACKED_CLICKS } from './tracking-events';

describe('adTrackingUrl (#20)', () => {
  it.each([
    ['', 'phone', false, null],
    ['https://ace.example', 'phone', false, 'https://ace.example/tel'],
    ['https://ace.example/', 'chat', false, 'https://ace.example/kakao'],
    ['https://ace.example', 'phone', true, 'https://ace.example/m_tel'],
    ['https://ace.example', 'chat', true, 'https://ace.example/m_kakao'],
    ['https://ace.example', 'corporate', false, null],
    ['https://ace.example', 'reservation', true, null],
  ] as const)('%j, %s, mobile %s -> %s', (aceUrl, click, mobile, expected) => {
    expect(adTrackingUrl(aceUrl, click, mobile)).toBe(expected);
  });
});

describe('analyticsEvent (#21)', () => {
  it('has a PC and a mobile variant of every tracked click, each valued "1"', () => {
    const events = TRACKED_CLICKS.flatMap((click) => [
      analyticsEvent(click, false),
      analyticsEvent(click, true),
    ]);
    expect(events).toHaveLength(10);
    expect(new Set(events.map((event) => `${event.action}/${event.category}`)).size).toBe(10);
    expect(events.every((event) => event.value === '1')).toBe(true);
  });

  it.each([
    [
      'phone',
      true,
      { action: 'phone_button_click', category: 'quick_menu_mobile', label: '전화 상담' },
    ],
    [
      'corporate',
      false,
      { action: 'corporate_consult_click', category: 'quick_menu_pc', label: '기업 상담' },
    ],
  ] as const)('%s on mobile %s', (click, mobile, expected) => {
    expect(analyticsEvent(click, mobile)).toEqual({ ...expected, value: '1' });
  });
});
