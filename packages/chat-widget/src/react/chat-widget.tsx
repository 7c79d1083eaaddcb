import { useEffect, useRef } from 'react';

import type { ChatWidgetHandle } from '../loader/widget';
import { mountChatWidget } from '../mount-chat-widget';
import type { ChatWidgetOptions } from '../options';

export type ChatWidgetProps = ChatWidgetOptions;

/**
 * The widget for React hosts. It renders nothing in place: after hydration it mounts the
 * launcher (in its own shadow root on <body>) and removes it on unmount, so it is SSR-safe.
 */
export function ChatWidget({ centerCode, apiBase, bannerHeight }: ChatWidgetProps) {
  const widgetRef = useRef<ChatWidgetHandle | null>(null);

  useEffect(() => {
    const widget = mountChatWidget({ centerCode, apiBase });
    widgetRef.current = widget;
    return () => {
      widget.destroy();
      widgetRef.current = null;
    };
  }, [centerCode, apiBase]);

  // The banner can appear or go without the widget being remounted (and its chat lost).
  useEffect(() => {
    widgetRef.current?.setBannerHeight(bannerHeight ?? 0);
  }, [bannerHeight, centerCode, apiBase]);

  return null;
}
