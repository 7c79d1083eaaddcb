import { BADGE_MAX_COUNT } from '@lawfirm/chat-widget';

import { isOwnChatChannel, useChatEntry } from '../chat-entry/chat-entry-store';
import { onChatLinkClick } from '../chat-entry/chat-link-click';

import { ChatConsultIcon } from './quick-menu-icons';

/**
 * The quick menu's 채팅 상담 (spec/site.md §2 Floating quick menu). Where the channel is this
 * site's own chat, a click opens the page's chat widget in place (chat-entry-store.ts); the
 * link still leads to the chat page when scripts have not run, or opened in a new tab. An
 * outside messenger opens in a new tab.
 */
export function ChatEntry({ channelUrl, onOpen }: { channelUrl: string; onOpen(): void }) {
  const inPlace = isOwnChatChannel(channelUrl);
  // What came while the panel was closed: the count the hidden launcher would show.
  const unread = useChatEntry((state) => (inPlace ? state.unread : 0));
  return (
    <a
      className="site-quick-menu__entry"
      href={channelUrl}
      target={inPlace ? undefined : '_blank'}
      rel={inPlace ? undefined : 'noopener noreferrer'}
      aria-haspopup={inPlace ? 'dialog' : undefined}
      onClick={(event) => {
        onOpen();
        onChatLinkClick(event, channelUrl);
      }}
    >
      <ChatConsultIcon />
      <span>채팅 상담</span>
      {unread > 0 ? (
        <span className="site-quick-menu__badge">
          <span aria-hidden="true">
            {unread > BADGE_MAX_COUNT ? `${BADGE_MAX_COUNT}+` : unread}
          </span>
          <span className="lf-visually-hidden"> (새 메시지 {unread}개)</span>
        </span>
      ) : null}
      {inPlace ? null : <span className="lf-visually-hidden"> (새 창)</span>}
    </a>
  );
}
