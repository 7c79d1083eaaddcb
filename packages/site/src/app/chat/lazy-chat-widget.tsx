import type { ChatWidgetProps } from '@lawfirm/chat-widget';
import { afterLoadAndFirstPaint, afterLoadWhenIdle } from '@lawfirm/ui';
import { useEffect, useState, type ComponentType } from 'react';

/** How the widget's module is loaded; tests hand in their own. */
export type LoadChatWidget = () => Promise<{ ChatWidget: ComponentType<ChatWidgetProps> }>;

const loadChatWidget: LoadChatWidget = () => import('@lawfirm/chat-widget');

export interface LazyChatWidgetProps extends ChatWidgetProps {
  load?: LoadChatWidget;
  /** The visitor asked for the chat already: load it as soon as the page has painted. */
  loadNow?: boolean;
}

/**
 * The chat widget (spec/chat-widget.md §1) on every page without weighing on its first load:
 * the package is imported only after the page has loaded and painted, when the browser is
 * idle, so none of it is in the page's initial JavaScript. On a chat page (§2) the chat is
 * what the visitor came for, and a visitor who asked for it is waiting: then it loads as soon
 * as the page has painted.
 */
export function LazyChatWidget({
  load = loadChatWidget,
  loadNow = false,
  ...props
}: LazyChatWidgetProps) {
  const [ChatWidget, setChatWidget] = useState<ComponentType<ChatWidgetProps> | null>(null);
  const urgent = props.chatPage === true || loadNow;

  useEffect(() => {
    if (ChatWidget) return undefined;
    let cancelled = false;
    const start = () =>
      load().then(
        (module) => {
          if (!cancelled) setChatWidget(() => module.ChatWidget);
        },
        (error: unknown) => console.error('chat widget failed to load', error),
      );
    if (urgent) afterLoadAndFirstPaint(() => void start());
    else afterLoadWhenIdle(() => void start());
    return () => {
      cancelled = true;
    };
  }, [ChatWidget, load, urgent]);

  return ChatWidget ? <ChatWidget {...props} /> : null;
}
