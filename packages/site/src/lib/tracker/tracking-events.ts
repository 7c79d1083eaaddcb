// spec/site.md §7 calls #20 (ad-tracking page views) and #21 (analytics events), as pure
// functions: what to send for which click, on which device.

/** The clicks the spec tracks (#21): online reservation, corporate and individual consultation, phone, chat. */
export const TRACKED_CLICKS = ['reservation', 'corporate', 'individual', 'phone', 'chat'] as const;
export type TrackedClick = (typeof TRACKED_CLICKS)[number];

export interface AnalyticsEvent {
  action: string;
  category: string;
  label: string;
  /** §7 #21: the value is always "1". */
  value: '1';
}

const ACTIONS: Record<TrackedClick, string> = {
  reservation: 'online_reservation_click',
  corporate: 'corporate_consult_click',
  individual: 'individual_consult_click',
  phone: 'phone_button_click',
  chat: 'chat_button_click',
};

const LABELS: Record<TrackedClick, string> = {
  reservation: '온라인 상담 예약',
  corporate: '기업 상담',
  individual: '개인 상담',
  phone: '전화 상담',
  chat: '채팅 상담',
};

/** §7 #21: "each in PC and mobile variants" — the variant is the category's suffix. */
export function analyticsEvent(click: TrackedClick, mobile: boolean): AnalyticsEvent {
  return {
    action: ACTIONS[click],
    category: mobile ? 'quick_menu_mobile' : 'quick_menu_pc',
    label: LABELS[click],
    value: '1',
  };
}

/**
 * §7 #20: on phone and chat clicks, only if aceUrl is set: `/m_tel` or `/m_kakao` on mobile,
 * `{aceUrl}/tel` or `{aceUrl}/kakao` on desktop. Mobile paths are taken under aceUrl too (the
 * tracker counts page views of its own host). Other clicks send no page view: null.
 */
export function adTrackingUrl(aceUrl: string, click: TrackedClick, mobile: boolean): string | null {
  if (!aceUrl || (click !== 'phone' && click !== 'chat')) return null;
  const page = click === 'phone' ? 'tel' : 'kakao';
  return `${aceUrl.replace(/\/$/, '')}/${mobile ? `m_${page}` : page}`;
}
