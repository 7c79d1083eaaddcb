import type { Meta, StoryObj } from '@storybook/react-vite';

import type { HistoryActions } from '../chat/history-actions';
import { conversationState } from '../conversation/test-fixtures';
import { PanelFrame } from '../story-support/panel-frame';
import { HistoryView } from './history-view';

const NOW = Date.parse('2026-11-26T06:30:00Z');
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Past chats at every relative-time step of spec §4: seconds, hours, days, weeks ago. */
const ENTRIES = [
  {
    chat_inquiry_number: 31,
    customer_name: '김민지',
    recent_message_content: '서류는 내일 오전에 보내드리겠습니다.',
    recent_message_date_time: new Date(NOW - 3_000).toISOString(),
    unread_message_count: 2,
  },
  {
    chat_inquiry_number: 27,
    customer_name: '김민지',
    recent_message_content: '협의이혼 숙려기간은 자녀가 있으면 3개월입니다.',
    recent_message_date_time: new Date(NOW - 5 * 60 * MINUTE).toISOString(),
    unread_message_count: 0,
  },
  {
    chat_inquiry_number: 19,
    customer_name: '김민지',
    recent_message_content: '상담 예약이 11월 21일 오후 3시로 확정되었습니다.',
    recent_message_date_time: new Date(NOW - 4 * DAY).toISOString(),
    unread_message_count: 120,
  },
  {
    chat_inquiry_number: 8,
    customer_name: null,
    recent_message_content: '',
    recent_message_date_time: new Date(NOW - 40 * DAY).toISOString(),
    unread_message_count: 0,
  },
];

const done = () => Promise.resolve();
const actions: HistoryActions = {
  enterHistory: done,
  exitHistory: () => undefined,
  sendCode: () => Promise.resolve(true),
  verifyCode: () => Promise.resolve(true),
  warnVerificationExpired: () => undefined,
  openHistoryEntry: () => Promise.resolve(true),
  refreshList: done,
};

const meta = {
  title: 'Chat widget/History view',
  component: HistoryView,
  args: {
    state: conversationState({ isAuthenticated: true, historyList: ENTRIES }),
    actions,
    onBack: () => undefined,
    onNewInquiry: () => undefined,
    onEntryOpened: () => undefined,
    onRequestClose: () => undefined,
    onDismissToast: () => undefined,
    now: () => NOW,
  },
  decorators: [
    (Story) => (
      <PanelFrame>
        <Story />
      </PanelFrame>
    ),
  ],
  parameters: { layout: 'centered' },
} satisfies Meta<typeof HistoryView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A verified visitor's past chats, with unread counts (a wide badge above 99). */
export const PastChats: Story = {};

/** Verified, no chats yet: the empty state and "new inquiry". */
export const Empty: Story = {
  args: { state: conversationState({ isAuthenticated: true, historyList: [] }) },
};

/** Not verified: the phone-verification screen in place of the list (spec §2). */
export const PhoneVerification: Story = {
  args: { state: conversationState({ isAuthenticated: false, historyList: [] }) },
};
