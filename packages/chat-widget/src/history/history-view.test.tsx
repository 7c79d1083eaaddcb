import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { HistoryActions } from '../chat/history-actions';
import { conversationState } from '../conversation/test-fixtures';
import { HistoryView } from './history-view';
import type { HistoryViewProps } from './history-view';

afterEach(cleanup);

const NOW = Date.parse('2026-11-26T06:30:00Z');
const ENTRIES = [
  {
    chat_inquiry_number: 9,
    customer_name: '김민지',
    recent_message_content: '서류는 내일 보내드리겠습니다.',
    recent_message_date_time: '2026-11-26T06:29:58Z',
    unread_message_count: 3,
  },
  {
    chat_inquiry_number: 4,
    customer_name: null,
    recent_message_content: '',
    recent_message_date_time: null,
    unread_message_count: 0,
  },
];

function historyActions(overrides: Partial<HistoryActions> = {}): HistoryActions {
  return {
    enterHistory: vi.fn(() => Promise.resolve()),
    exitHistory: vi.fn(),
    sendCode: vi.fn(() => Promise.resolve(true)),
    verifyCode: vi.fn(() => Promise.resolve(true)),
    warnVerificationExpired: vi.fn(),
    openHistoryEntry: vi.fn(() => Promise.resolve(true)),
    refreshList: vi.fn(() => Promise.resolve()),
    ...overrides,
  };
}

async function renderHistory(props: Partial<HistoryViewProps> = {}) {
  const all: HistoryViewProps = {
    state: conversationState({ isAuthenticated: true, historyList: ENTRIES }),
    actions: historyActions(),
    onBack: vi.fn(),
    onNewInquiry: vi.fn(),
    onEntryOpened: vi.fn(),
    onRequestClose: vi.fn(),
    onDismissToast: vi.fn(),
    now: () => NOW,
    ...props,
  };
  const view = render(<HistoryView {...all} />);
  // The list shows once entering history has answered.
  await act(() => Promise.resolve());
  return { ...all, ...view };
}

describe('HistoryView (spec §2 History view, §4 Panel views)', () => {
  it('enters history on open and exits on close, with back, the title and close', async () => {
    const { actions, onBack, onRequestClose, unmount } = await renderHistory();
    expect(actions.enterHistory).toHaveBeenCalledOnce();
    expect(screen.getByRole('heading', { name: '상담 내역' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '대화로 돌아가기' }));
    expect(onBack).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: '닫기' }));
    expect(onRequestClose).toHaveBeenCalledOnce();
    unmount();
    expect(actions.exitHistory).toHaveBeenCalledOnce();
  });

  it('lists each past chat with its name, last message, relative time and unread count', async () => {
    await renderHistory();
    const list = screen.getByRole('list', { name: '지난 상담' });
    const [first, second] = Array.from(list.querySelectorAll('button'));
    expect(first!.textContent).toBe(
      '김민지방금 전서류는 내일 보내드리겠습니다.3읽지 않은 메시지 3개',
    );
    expect(second!.textContent).toBe('이름 없는 상담아직 주고받은 메시지가 없습니다.');
  });

  it('opens an entry through the join, and switches only when it answered', async () => {
    const openHistoryEntry = vi.fn((n: number) => Promise.resolve(n === 9));
    const { onEntryOpened } = await renderHistory({
      actions: historyActions({ openHistoryEntry }),
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /김민지/ }));
    });
    expect(openHistoryEntry).toHaveBeenCalledWith(9);
    expect(onEntryOpened).toHaveBeenCalledOnce();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /이름 없는 상담/ }));
    });
    expect(openHistoryEntry).toHaveBeenCalledWith(4);
    expect(onEntryOpened).toHaveBeenCalledOnce();
  });

  it('shows the empty state and the new inquiry button', async () => {
    const { onNewInquiry } = await renderHistory({
      state: conversationState({ isAuthenticated: true, historyList: [] }),
    });
    expect(screen.getByText('이전 상담 내역이 없습니다.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '새 문의하기' }));
    expect(onNewInquiry).toHaveBeenCalledOnce();
  });

  it('shows phone verification instead of the list to a visitor not verified', async () => {
    await renderHistory({ state: conversationState({ isAuthenticated: false }) });
    expect(await screen.findByRole('heading', { name: '본인 인증' })).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByRole('button', { name: '새 문의하기' })).toBeNull();
  });
});
