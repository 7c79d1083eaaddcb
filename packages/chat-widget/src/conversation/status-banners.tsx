import { CONVERSATION_TEXTS as TEXTS } from './conversation-texts';

/**
 * spec §2: the "network connection is not smooth" and "chatting on another device" banners.
 * The status region is always there, so that screen readers hear a banner when it appears.
 */
export function StatusBanners({
  isConnected,
  isUserExpired,
}: {
  isConnected: boolean;
  isUserExpired: boolean;
}) {
  return (
    <div className="cv-banners" role="status">
      {isUserExpired ? (
        <p className="cv-banner" data-kind="expired">
          {TEXTS.userExpired}
        </p>
      ) : !isConnected ? (
        <p className="cv-banner" data-kind="offline">
          {TEXTS.disconnected}
        </p>
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
