// The page's one chat entry (spec/chat-widget.md §1, spec/site.md §2 Floating quick menu): where
// the quick menu's 채팅 상담 leads to this site's own chat, it opens the page's chat widget in
// place and the widget's floating launcher is hidden, so a visitor meets one chat button with
// one name at every width. The widget loads after the page is idle: a visitor who asks sooner
// has it loaded at once and opened when it is mounted.
import { create } from 'zustand';

/** What the site needs of the mounted widget (@lawfirm/chat-widget's handle). */
export interface OpenableChat {
  open(): Promise<void>;
}

interface ChatEntryState {
  /** The mounted widget; null until it has loaded (and after it is unmounted). */
  widget: OpenableChat | null;
  /** The visitor asked for the chat before the widget was mounted: load it now, then open. */
  requested: boolean;
  /** The control that opened the chat: focus goes back to it when the panel closes. */
  opener: HTMLElement | null;
  /**
   * Messages the visitor has not read (the widget's unread event): with its launcher hidden,
   * the page's chat entry shows the count the launcher would.
   */
  unread: number;
}

export const useChatEntry = create<ChatEntryState>()(() => ({
  widget: null,
  requested: false,
  opener: null,
  unread: 0,
}));

/** The widget's unread count changed (0 included). */
export function setChatUnread(unread: number): void {
  useChatEntry.setState({ unread: Math.max(0, Math.floor(unread) || 0) });
}

/**
 * Whether the quick menu's chat channel is this site's own chat page (a path of this site),
 * which the page's widget stands for, rather than an outside messenger opened in a new tab.
 */
export function isOwnChatChannel(channelUrl: string): boolean {
  return channelUrl.startsWith('/') && !channelUrl.startsWith('//');
}

/** Opens the page's chat, now or as soon as the widget is mounted. */
export function openChat(opener: HTMLElement | null): void {
  const { widget } = useChatEntry.getState();
  useChatEntry.setState({ opener, requested: widget === null });
  if (widget) void widget.open();
}

/** The widget was mounted or unmounted; a pending request opens it. */
export function registerChatWidget(widget: OpenableChat | null): void {
  const { requested } = useChatEntry.getState();
  useChatEntry.setState({ widget, requested: requested && widget === null });
  if (widget && requested) void widget.open();
}

/**
 * The panel closed: with the launcher hidden, focus would be left on the page's body (or on
 * the widget's host, whose shadow root held it), so it goes back to the control that opened
 * the chat. Focus the visitor moved elsewhere stays there.
 */
export function returnChatFocus(doc: Document = document): void {
  const { opener } = useChatEntry.getState();
  const active = doc.activeElement;
  const lost = active === null || active === doc.body || active.shadowRoot !== null;
  if (opener?.isConnected && lost) opener.focus();
}
