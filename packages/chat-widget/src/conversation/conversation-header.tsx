import type { InquiryMain } from '@lawfirm/api-client/chat-core';
import type { ReactNode, Ref } from 'react';

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
  /** The unread badge (spec §2), drawn inside the history button by its owner. */
  historyBadge?: ReactNode;
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
  historyBadge,
}: ConversationHeaderProps) {
  return (
    <header className="cv-header">
      {onOpenHistory && (
        <button
          type="button"
          className="cv-icon-button cv-history"
          aria-label={TEXTS.history}
          onClick={onOpenHistory}
        >
          <Icon size={22} strokeWidth={2}>
            <path d="M4 6h16M4 12h16M4 18h10" />
          </Icon>
          {historyBadge}
        </button>
      )}
      <div className="cv-channel">
        <ChannelAvatar main={main} size={32} />
        <h2 className="cv-channel-name">{channelNameOf(main)}</h2>
      </div>
      <button
        ref={closeButtonRef}
        type="button"
        className="cv-icon-button"
        aria-label={TEXTS.close}
        onClick={onRequestClose}
      >
        <Icon size={22} strokeWidth={2.2}>
          <path d="M6 6l12 12M18 6 6 18" />
        </Icon>
      </button>
    </header>
  );
}
