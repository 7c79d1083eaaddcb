import { CONVERSATION_TEXTS as TEXTS } from './conversation-texts';

/**
 * spec §2: the "network connection is not smooth" and "chatting on another device" banners.
 * The status region is always there, so that screen readers hear a banner when it appears.
 * The first has a retry button (DESIGN.md §5): the socket tries again at once, where it might
 * otherwise wait up to 30 s for its next attempt; the second a refresh button, which starts the
 * chat again on this device (what a reload of the page would do, without leaving it).
 */
export function StatusBanners({
  isConnected,
  isUserExpired,
  onRetry,
  onRefresh,
}: {
  isConnected: boolean;
  isUserExpired: boolean;
  onRetry(): void;
  /** The "another device" banner's button: the chat starts again on this device. */
  onRefresh(): void;
}) {
  const [kind, text, action, onClick] = isUserExpired
    ? (['expired', TEXTS.userExpired, TEXTS.refresh, onRefresh] as const)
    : (['offline', TEXTS.disconnected, TEXTS.reconnect, onRetry] as const);
  return (
    <div className="cv-banners" role="status">
      {(isUserExpired || !isConnected) && (
        <div className="cv-banner" data-kind={kind}>
          <p className="cv-banner-text">{text}</p>
          <button type="button" className="cv-banner-action" onClick={onClick}>
            {action}
          </button>
        </div>
      )}
    </div>
  );
}

/** spec §4 typing.started: dots while the operator types, with a Korean name for the status. */
export function TypingIndicator({ typing }: { typing: boolean }) {
  return (
    <div className="cv-typing-region" role="status">
      {typing && (
        <div className="cv-typing">
          <span className="cv-typing-dots" aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
          <span className="cv-visually-hidden">{TEXTS.typing}</span>
        </div>
      )}
    </div>
  );
}
