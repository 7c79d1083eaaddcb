import { CONVERSATION_TEXTS as TEXTS } from './conversation-texts';

/**
 * spec §2: the "network connection is not smooth" and "chatting on another device" banners.
 * The status region is always there, so that screen readers hear a banner when it appears.
 * The first has a retry button (DESIGN.md §5): the socket tries again at once, where it might
 * otherwise wait up to 30 s for its next attempt.
 */
export function StatusBanners({
  isConnected,
  isUserExpired,
  onRetry,
}: {
  isConnected: boolean;
  isUserExpired: boolean;
  onRetry(): void;
}) {
  return (
    <div className="cv-banners" role="status">
      {isUserExpired ? (
        <p className="cv-banner" data-kind="expired">
          {TEXTS.userExpired}
        </p>
      ) : !isConnected ? (
        <div className="cv-banner" data-kind="offline">
          <p className="cv-banner-text">{TEXTS.disconnected}</p>
          <button type="button" className="cv-banner-action" onClick={onRetry}>
            {TEXTS.reconnect}
          </button>
        </div>
      ) : null}
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
