import { useEffect, useRef } from 'react';

/** The channel on which a centre's tabs tell one another that the chat opened or closed. */
export const openStateChannelName = (centerCode: string) => `lawfirm-chat:open:${centerCode}`;

interface OpenStateSyncOptions {
  centerCode: string;
  open: boolean;
  /** Off for a chat that is the page (a hash link's full page): it opens by itself. */
  enabled: boolean;
  onRequestOpen(): void;
  onRequestClose(): void;
}

/**
 * One conversation across tabs (beyond the spec): the visitor opening or closing the chat in
 * one tab opens or closes it in the others that have it loaded. A change that came from
 * another tab is not sent back.
 */
export function useOpenStateSync({
  centerCode,
  open,
  enabled,
  onRequestOpen,
  onRequestClose,
}: OpenStateSyncOptions): void {
  const channel = useRef<BroadcastChannel | null>(null);
  /** The state another tab asked for, until this tab shows it. */
  const fromOtherTab = useRef<boolean | null>(null);
  const latest = useRef({ open, onRequestOpen, onRequestClose });
  useEffect(() => {
    latest.current = { open, onRequestOpen, onRequestClose };
  });

  useEffect(() => {
    if (!enabled || typeof BroadcastChannel !== 'function') return undefined;
    const opened = new BroadcastChannel(openStateChannelName(centerCode));
    channel.current = opened;
    opened.onmessage = (event: MessageEvent<{ open: boolean }>) => {
      const wanted = event.data.open;
      if (wanted === latest.current.open) return;
      fromOtherTab.current = wanted;
      if (wanted) latest.current.onRequestOpen();
      else latest.current.onRequestClose();
    };
    return () => {
      opened.close();
      channel.current = null;
    };
  }, [centerCode, enabled]);

  const shown = useRef(open);
  useEffect(() => {
    if (shown.current === open) return;
    shown.current = open;
    if (fromOtherTab.current === open) {
      fromOtherTab.current = null;
      return;
    }
    channel.current?.postMessage({ open });
  }, [open]);
}
