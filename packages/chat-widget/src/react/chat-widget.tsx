import { useEffect, useRef, useState } from 'react';

import { parseChatHash } from '../hash-link';
import type { ChatWidgetHandle } from '../loader/widget';
import { mountChatWidget } from '../mount-chat-widget';
import type { ChatWidgetOptions } from '../options';
import { exposeGlobal } from './expose-global';

export interface ChatWidgetProps extends Omit<ChatWidgetOptions, 'fullPage' | 'followUpToken'> {
  /**
   * This page is the chat page (spec/chat-widget.md §2: /daeryuntalk): the chat opens at
   * once, and a URL hash with a token opens it full page with hash authentication.
   */
  chatPage?: boolean;
  /**
   * Whether the floating launcher button shows (default true). A page whose own controls open
   * the chat (through `onMount`'s handle) hides it, so the page has one chat entry.
   */
  launcher?: boolean;
  /** The widget was mounted (its handle, to open it from the page) or unmounted (null). */
  onMount?(widget: ChatWidgetHandle | null): void;
  onOpen?(): void;
  onClose?(): void;
  /** The visitor's total unread count changed (0 included). */
  onUnreadCountChange?(count: number): void;
}

/**
 * The widget for React hosts. It renders nothing in place: after hydration it mounts the
 * launcher (in its own shadow root on <body>) and removes it on unmount, so it is SSR-safe.
 */
export function ChatWidget(props: ChatWidgetProps) {
  const { centerCode, apiBase, bannerHeight, zIndex, chatPage = false, launcher = true } = props;
  const widgetRef = useRef<ChatWidgetHandle | null>(null);
  // The latest callbacks, so that a new function each render does not remount the widget.
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });

  // The hash is read after mount only (the server has none), and again when it changes.
  const [hash, setHash] = useState<string | null>(null);
  useEffect(() => {
    if (!chatPage) return undefined;
    const read = () => setHash(window.location.hash);
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, [chatPage]);
  const ready = !chatPage || hash !== null;
  const link = chatPage && hash ? parseChatHash(hash) : null;
  const linkCenterCode = link?.centerCode;
  const followUpToken = link?.token;

  useEffect(() => {
    if (!ready) return undefined;
    const hasHashFailure = latest.current.onHashAuthFailed !== undefined;
    const widget = mountChatWidget({
      centerCode: linkCenterCode ?? centerCode,
      apiBase,
      zIndex,
      bannerHeight: latest.current.bannerHeight,
      // spec §2: with a hash the widget goes full page.
      fullPage: followUpToken !== undefined,
      followUpToken,
      onHashAuthFailed: hasHashFailure ? () => latest.current.onHashAuthFailed?.() : undefined,
    });
    widget.on('open', () => latest.current.onOpen?.());
    widget.on('close', () => latest.current.onClose?.());
    widget.on('unread', (count) => latest.current.onUnreadCountChange?.(count));
    widgetRef.current = widget;
    const unexpose = exposeGlobal(window, widget);
    latest.current.onMount?.(widget);
    if (chatPage) void widget.open();
    return () => {
      unexpose();
      widget.destroy();
      widgetRef.current = null;
      latest.current.onMount?.(null);
    };
  }, [ready, chatPage, centerCode, linkCenterCode, followUpToken, apiBase, zIndex]);

  // The banner can appear or go without the widget being remounted (and its chat lost).
  useEffect(() => {
    widgetRef.current?.setBannerHeight(bannerHeight ?? 0);
  }, [bannerHeight, ready, chatPage, centerCode, linkCenterCode, followUpToken, apiBase, zIndex]);

  // Shown or hidden as the page asks, the chat kept.
  useEffect(() => {
    if (launcher) widgetRef.current?.show();
    else widgetRef.current?.hide();
  }, [launcher, ready, chatPage, centerCode, linkCenterCode, followUpToken, apiBase, zIndex]);

  return null;
}
