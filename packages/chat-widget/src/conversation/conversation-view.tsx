import { INQUIRY_STATES } from '@lawfirm/api-client/chat-core';
import type { ChatFile } from '@lawfirm/api-client/chat-core';
import { lazy, Suspense, useCallback, useRef, useState, type Ref } from 'react';

import { isAgeLocked } from '../chat/conversation-reducers';
import { ChannelExplanation } from './channel-explanation';
import type { ConversationActions, ConversationState } from './conversation-model';
import { ConversationHeader } from './conversation-header';
import { CONVERSATION_TEXTS as TEXTS } from './conversation-texts';
import { Composer } from './composer';
import { draftKeyOf } from './draft-storage';
import { AgeGate, ClosedFooter } from './conversation-footer';
import type { OpenImage } from './message-attachments';
import { MessageList } from './message-list';
import { ObjectChoices } from './object-choices';
import { choicesVisible } from './object-navigation';
import { StatusBanners, TypingIndicator } from './status-banners';
import { Toasts } from './toasts';
import { useMessageScroll } from './use-message-scroll';

// spec/chat-widget.md §2: the image viewer loads when the visitor first opens an image.
const ImageViewer = lazy(() =>
  import('../viewer/image-viewer').then((module) => ({ default: module.ImageViewer })),
);

/** The open viewer: the message's images, the one shown first, and what opened it. */
interface OpenViewer {
  images: readonly ChatFile[];
  index: number;
  opener: HTMLElement;
}

export interface ConversationViewProps {
  state: ConversationState;
  actions: ConversationActions;
  onRequestClose(): void;
  /** The close button; the panel moves focus there when it opens. */
  closeButtonRef?: Ref<HTMLButtonElement>;
  /** spec §2: the history button shows only when given (the history view's owner gives it). */
  onOpenHistory?: () => void;
  /** spec §2: the total unread count of the history button's badge (0: no badge). */
  historyUnread?: number;
  /** The "another device" banner's refresh: the chat starts again here (else a page reload). */
  onRestart?: () => void;
}

/** spec/chat-widget.md §2 Conversation view: what the visitor sees of one inquiry. */
export function ConversationView({
  state,
  actions,
  onRequestClose,
  closeButtonRef,
  onOpenHistory,
  historyUnread,
  onRestart = () => location.reload(),
}: ConversationViewProps) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const firstMessage = state.messages[0];
  const lastOutgoing = state.outgoing.at(-1);
  const lastMessage = state.messages.at(-1);
  const onScroll = useMessageScroll(scrollerRef, {
    firstKey: firstMessage?.message_number ?? null,
    lastKey: lastOutgoing
      ? `o${lastOutgoing.clientMessageId}`
      : lastMessage
        ? lastMessage.message_number
        : null,
    hasOlder: state.hasOlder,
    loadingOlder: state.loadingOlder,
    loadOlder: () => void actions.loadOlder(),
  });

  const [viewer, setViewer] = useState<OpenViewer | null>(null);
  const openImage = useCallback<OpenImage>(
    (images, index, opener) => setViewer({ images, index, opener }),
    [],
  );
  const closeViewer = useCallback(() => {
    setViewer(null);
    // Focus goes back to the image that opened the viewer, if it is still there.
    if (viewer?.opener.isConnected) viewer.opener.focus();
  }, [viewer]);
  const download = (file: ChatFile) => void actions.downloadFile(file);

  const closed = state.inquiryState === INQUIRY_STATES.closed;
  const ageLocked = isAgeLocked(state);
  // spec §4 Age check: the agree bar asks once the inquiry says the visitor has not agreed.
  // While its consent is not known yet (start-up) the controls are only disabled, so that the
  // bar does not flash for a visitor who agreed already.
  const ageAsked = ageLocked && state.ageConsent !== null;
  const info = state.objectExposeInfo;

  return (
    <div className="cv" aria-busy={state.status === 'starting'}>
      <ConversationHeader
        main={state.main}
        onRequestClose={onRequestClose}
        closeButtonRef={closeButtonRef}
        onOpenHistory={onOpenHistory}
        historyUnread={historyUnread}
      />
      {state.main && <ChannelExplanation text={state.main.channel_explanation} />}
      <StatusBanners
        isConnected={state.isConnected}
        isUserExpired={state.isUserExpired}
        onRetry={actions.reconnect}
        onRefresh={onRestart}
      />
      {/* A region keyboard users can focus, so a long text-only history scrolls with the
          arrow keys too (WCAG 2.1.1). */}
      <div
        className="cv-scroll"
        ref={scrollerRef}
        onScroll={onScroll}
        role="region"
        aria-label={TEXTS.conversation}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
      >
        {state.loadingOlder && (
          <p className="cv-note" role="status">
            {TEXTS.loadingOlder}
          </p>
        )}
        {state.status === 'starting' && state.messages.length === 0 && (
          <p className="cv-note">{TEXTS.starting}</p>
        )}
        {state.status === 'failed' && state.messages.length === 0 && (
          <p className="cv-note">{TEXTS.startFailed}</p>
        )}
        <MessageList
          messages={state.messages}
          outgoing={state.outgoing}
          main={state.main}
          busy={state.busy}
          ageLocked={ageLocked}
          onDownload={download}
          onOpenImage={openImage}
          onRetry={(id) => void actions.retry(id)}
          onSavePersonalInfo={(messageNumber, name, phone) =>
            actions.savePersonalInfo(messageNumber, name, phone)
          }
        />
        {choicesVisible(state.inquiryState, info) && (
          // A new step (another message or stack) starts with its first group of tiles.
          <ObjectChoices
            key={`${info.message_number}-${info.work_flow_number}-${info.work_flow_progress_stack.length}`}
            info={info}
            busy={state.busy}
            lockedNote={
              // On another device (spec §2) nothing here may be chosen any more.
              state.isUserExpired
                ? TEXTS.expiredChoices
                : ageLocked
                  ? TEXTS.ageLockedChoices
                  : undefined
            }
            onChoose={(object) => void actions.chooseObject(object)}
            onNavigate={(code) => void actions.navigate(code)}
          />
        )}
        <TypingIndicator typing={state.typing} />
      </div>
      <footer className="cv-footer">
        {closed ? (
          <ClosedFooter busy={state.busy} onStartNew={() => void actions.startNewInquiry()} />
        ) : (
          <>
            {ageAsked && <AgeGate busy={state.busy} onAgree={() => void actions.agreeAge()} />}
            <Composer
              // Each inquiry has its own unsent text, kept across a reload.
              key={state.chatInquiryNumber}
              draftKey={
                state.chatInquiryNumber === null ? undefined : draftKeyOf(state.chatInquiryNumber)
              }
              busy={state.busy}
              disabled={ageLocked || state.isUserExpired || state.status !== 'ready'}
              placeholder={
                state.isUserExpired
                  ? TEXTS.expiredPlaceholder
                  : ageAsked
                    ? TEXTS.ageLockedPlaceholder
                    : undefined
              }
              onSend={(text) => void actions.send(text)}
            />
          </>
        )}
      </footer>
      <Toasts toasts={state.toasts} onDismiss={actions.dismissToast} />
      {viewer && (
        <Suspense fallback={null}>
          <ImageViewer
            images={viewer.images}
            startIndex={viewer.index}
            onClose={closeViewer}
            onDownload={download}
          />
        </Suspense>
      )}
    </div>
  );
}
