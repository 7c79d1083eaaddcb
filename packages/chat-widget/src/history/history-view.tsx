import type { HistoryItem } from '@lawfirm/api-client/chat-core';
import { lazy, Suspense, useEffect, useRef, useState, type Ref } from 'react';

import type { HistoryActions } from '../chat/history-actions';
import type { ConversationState } from '../conversation/conversation-model';
import { CloseButton } from '../conversation/conversation-header';
import { Icon } from '../conversation/icon';
import { Toasts } from '../conversation/toasts';
import { useAdoptedStyles } from '../panel/use-adopted-styles';
import { HISTORY_STYLES } from './history-styles';
import { HISTORY_TEXTS as TEXTS } from './history-texts';
import { formatRelativeTime } from './relative-time';

// §2: the verification screen shows only to a visitor not verified; most never load it.
const VerificationView = lazy(() =>
  import('../verification/verification-view').then((module) => ({
    default: module.VerificationView,
  })),
);

export interface HistoryViewProps {
  state: ConversationState;
  actions: HistoryActions;
  /** §4 "Back from history returns to conversation". */
  onBack(): void;
  /** §4 "New inquiry creates a new chat and goes to conversation". */
  onNewInquiry(): void;
  /** §4: an entry was joined; the panel shows it in the conversation view. */
  onEntryOpened(): void;
  onRequestClose(): void;
  closeButtonRef?: Ref<HTMLButtonElement>;
  onDismissToast(id: number): void;
  /** The clock the relative times read (tests pass a fixed one). */
  now?: () => number;
}

/** spec/chat-widget.md §2 History view: past chats of the verified visitor, or verification. */
export function HistoryView({
  state,
  actions,
  onBack,
  onNewInquiry,
  onEntryOpened,
  onRequestClose,
  closeButtonRef,
  onDismissToast,
  now = Date.now,
}: HistoryViewProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  useAdoptedStyles(rootRef, HISTORY_STYLES);
  // Whether the visitor is verified is known once the list has been asked for.
  const [checked, setChecked] = useState(false);
  const [opening, setOpening] = useState<number | null>(null);

  // spec §4: the list (and history.entered) as the view opens; back to the conversation as it closes.
  useEffect(() => {
    let current = true;
    void actions.enterHistory().then(() => current && setChecked(true));
    return () => {
      current = false;
      actions.exitHistory();
    };
  }, [actions]);

  const open = async (item: HistoryItem) => {
    setOpening(item.chat_inquiry_number);
    const opened = await actions.openHistoryEntry(item.chat_inquiry_number);
    setOpening(null);
    if (opened) onEntryOpened();
  };

  const verified = state.isAuthenticated;
  return (
    <div className="cv" ref={rootRef} aria-busy={!checked}>
      <header className="cv-header">
        <button type="button" className="cv-icon-button" aria-label={TEXTS.back} onClick={onBack}>
          <Icon size={22} strokeWidth={2.2}>
            <path d="M15 5l-7 7 7 7" />
          </Icon>
        </button>
        <h2 className="hv-title">{TEXTS.title}</h2>
        <CloseButton buttonRef={closeButtonRef} onClick={onRequestClose} />
      </header>
      <Toasts toasts={state.toasts} onDismiss={onDismissToast} />
      <div className="hv-body">
        {!checked ? (
          <p className="cv-note" role="status">
            {TEXTS.loading}
          </p>
        ) : verified ? (
          <HistoryList
            items={state.historyList ?? []}
            opening={opening}
            onOpen={(item) => void open(item)}
            now={now()}
          />
        ) : (
          <Suspense fallback={<p className="cv-note">{TEXTS.loading}</p>}>
            <VerificationView actions={actions} />
          </Suspense>
        )}
      </div>
      {checked && verified && (
        <div className="hv-footer">
          <button type="button" className="cv-button cv-button-primary" onClick={onNewInquiry}>
            {TEXTS.newInquiry}
          </button>
        </div>
      )}
    </div>
  );
}

function HistoryList({
  items,
  opening,
  onOpen,
  now,
}: {
  items: readonly HistoryItem[];
  opening: number | null;
  onOpen(item: HistoryItem): void;
  now: number;
}) {
  if (items.length === 0) {
    return (
      <div className="hv-empty">
        <Icon size={48} strokeWidth={1.6}>
          <path d="M4 5h16v11H9l-5 4z" />
          <path d="M8 9h8M8 12h5" />
        </Icon>
        <p className="hv-empty-title">{TEXTS.emptyTitle}</p>
        <p className="hv-empty-text">{TEXTS.emptyText}</p>
      </div>
    );
  }
  return (
    <ul className="hv-list" aria-label={TEXTS.list}>
      {items.map((item) => {
        const time = item.recent_message_date_time
          ? formatRelativeTime(item.recent_message_date_time, now)
          : '';
        const unread = item.unread_message_count;
        return (
          <li key={item.chat_inquiry_number}>
            <button
              type="button"
              className="hv-entry"
              aria-busy={opening === item.chat_inquiry_number}
              disabled={opening !== null}
              onClick={() => onOpen(item)}
            >
              <span className="hv-name">{item.customer_name ?? TEXTS.unnamed}</span>
              <span className="hv-time">{time}</span>
              <span className="hv-last">{item.recent_message_content || TEXTS.noMessageYet}</span>
              {unread > 0 && (
                <span className="hv-unread">
                  <span aria-hidden="true">{unread}</span>
                  <span className="cv-visually-hidden">{TEXTS.unread(unread)}</span>
                </span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
