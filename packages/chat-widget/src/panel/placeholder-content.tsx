import { PANEL_TEXTS as TEXTS } from '../texts';
import type { PanelContentProps } from './panel-content';

/**
 * The panel's content until the conversation view is wired in: a header (channel name,
 * close) and a short note with the phone line (spec/chat-widget.md §9 default phone).
 */
export function PlaceholderContent({ closeRef, onRequestClose }: PanelContentProps) {
  return (
    <>
      <header className="panel-header">
        <h2 className="panel-title">{TEXTS.title}</h2>
        <button
          ref={closeRef}
          type="button"
          className="panel-close"
          aria-label={TEXTS.close}
          onClick={onRequestClose}
        >
          <svg
            width="22"
            height="22"
            viewBox="0 0 24 24"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.4"
            strokeLinecap="round"
          >
            <path d="M6 6l12 12M18 6 6 18" />
          </svg>
        </button>
      </header>
      <div className="panel-body">
        <p>{TEXTS.comingSoon}</p>
        <p className="panel-hint">
          {TEXTS.phoneHint} <a href={`tel:${TEXTS.phone.replaceAll('-', '')}`}>{TEXTS.phone}</a>
        </p>
      </div>
    </>
  );
}
