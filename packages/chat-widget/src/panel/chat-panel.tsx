import { minWidthQuery, useMediaQuery } from '@lawfirm/ui';
import { useEffect, useRef } from 'react';

import { DESKTOP_BREAKPOINT_PX } from '../constants';
import { PANEL_TEXTS as TEXTS } from '../texts';
import { usePanelPhase } from './panel-phase';
import { useScrollLock } from './use-scroll-lock';

export interface ChatPanelProps {
  open: boolean;
  /** Carried for the chat calls (spec/chat-widget.md §7: authentication with the centre code). */
  centerCode: string;
  apiBase: string;
  onRequestClose(): void;
}

/**
 * The consultation panel. For now a header (channel name, close) and a placeholder body;
 * the conversation and history views of spec/chat-widget.md §2 replace the body later.
 */
export function ChatPanel({ open, onRequestClose }: ChatPanelProps) {
  const phase = usePanelPhase(open);
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const desktop = useMediaQuery(minWidthQuery(DESKTOP_BREAKPOINT_PX));
  // spec/chat-widget.md §2: below the desktop breakpoint the panel is full screen.
  useScrollLock(open && !desktop);

  // Focus moves into the dialog when it opens; the loader returns it to the launcher.
  useEffect(() => {
    if (open) closeRef.current?.focus();
  }, [open]);

  // A native listener: Escape anywhere inside the dialog closes it.
  const shown = phase !== 'hidden';
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!shown || !dialog) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      onRequestClose();
    };
    dialog.addEventListener('keydown', onKeyDown);
    return () => dialog.removeEventListener('keydown', onKeyDown);
  }, [shown, onRequestClose]);

  if (!shown) return null;
  return (
    <div
      ref={dialogRef}
      className="panel"
      role="dialog"
      aria-label={TEXTS.title}
      data-phase={phase}
    >
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
    </div>
  );
}
