import type { MouseEvent } from 'react';

import { isOwnChatChannel, openChat } from './chat-entry-store';

/**
 * A click on a link to the chat channel (the quick menu's 채팅 상담, /choice's 채팅 상담
 * 시작하기): where the channel is this site's own chat, a plain click opens the page's widget in
 * place instead of leaving the page. A click with a modifier (a new tab or window) and a link
 * to an outside messenger go where they lead.
 */
export function onChatLinkClick(event: MouseEvent<HTMLAnchorElement>, channelUrl: string): void {
  const plainClick =
    event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
  if (!plainClick || !isOwnChatChannel(channelUrl)) return;
  event.preventDefault();
  openChat(event.currentTarget);
}
