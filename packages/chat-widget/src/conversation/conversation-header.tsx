import type { InquiryMain } from '@lawfirm/api-client/chat-core';
import type { Ref } from 'react';

import { BADGE_MAX_COUNT } from '../constants';
import { CONVERSATION_TEXTS as TEXTS } from './conversation-texts';
import { Icon } from './icon';
import { FirmMark } from './firm-mark';
import { useApiUrl } from './api-url';

export interface ConversationHeaderProps {
  main: InquiryMain | null;
  onRequestClose(): void;
  closeButtonRef?: Ref<HTMLButtonElement>;
  /** spec §2: the history button; absent until the history view exists. */
  onOpenHistory?: () => void;
  /**
   * spec §2: the total unread count; its badge shows only above 0 (the owner passes 0 to a
   * visitor who is not authenticated), in a wider shape above 99.
   */
  historyUnread?: number;
}

/** The channel's name, or '1:1 상담' until (or unless) the main data names it. */
export function channelNameOf(main: InquiryMain | null): string {
  return main?.channel_name.trim() || TEXTS.fallbackChannelName;
}

/** The channel logo, or the firm's mark (spec §2 "a fallback logo if none"). */
export function ChannelAvatar({ main, size }: { main: InquiryMain | null; size: number }) {
  const apiUrl = useApiUrl();
  const logo = main?.channel_logo_image_url;
  // Decorative (alt ""): the channel name always stands next to it.
  if (logo)
    return <img className="cv-avatar" src={apiUrl(logo)} alt="" width={size} height={size} />;
  return <FirmMark className="cv-avatar" size={size} />;
}

/** spec §2 Conversation view header: history, logo and name, close. */
export function ConversationHeader({
  main,
  onRequestClose,
  closeButtonRef,
  onOpenHistory,
  historyUnread = 0,
}: ConversationHeaderProps) {
  return (
    <header className="cv-header">
      {onOpenHistory && (
        <button
          type="button"
          className="cv-icon-button cv-history"
          aria-label={
            historyUnread > 0
              ? `${TEXTS.history}, ${TEXTS.unreadBadge(historyUnread)}`
              : TEXTS.history
          }
          onClick={onOpenHistory}
        >
          <Icon size={22} strokeWidth={2}>
            <path d="M4 6h16M4 12h16M4 18h10" />
          </Icon>
          {historyUnread > 0 && (
            <span
              className="cv-badge"
              data-wide={historyUnread > BADGE_MAX_COUNT || undefined}
              aria-hidden="true"
            >
              {historyUnread}
            </span>
          )}
        </button>
      )}
      <div className="cv-channel">
        <ChannelAvatar main={main} size={32} />
        <h2 className="cv-channel-name">{channelNameOf(main)}</h2>
      </div>
      <CloseButton buttonRef={closeButtonRef} onClick={onRequestClose} />
    </header>
  );
}

/** The panel's close button, at the end of every view's header (spec §2). */
export function CloseButton({
  buttonRef,
  onClick,
}: {
  buttonRef?: Ref<HTMLButtonElement> | undefined;
  onClick(): void;
}) {
  return (
    <button
      ref={buttonRef}
      type="button"
      className="cv-icon-button"
      aria-label={TEXTS.close}
      onClick={onClick}
    >
      <Icon size={22} strokeWidth={2.2}>
        <path d="M6 6l12 12M18 6 6 18" />
      </Icon>
    </button>
  );
}
