import { minWidthQuery, useMediaQuery } from '@lawfirm/ui';
import { useEffect, useRef, type ReactNode } from 'react';

import { DESKTOP_BREAKPOINT_PX } from '../constants';
import type { PanelOptions } from '../panel-contract';
import { PANEL_TEXTS as TEXTS } from '../texts';
import type { PanelContentProps } from './panel-content';
import { usePanelPhase } from './panel-phase';
import { PlaceholderContent } from './placeholder-content';
import { useScrollLock } from './use-scroll-lock';
import { useViewportScaleCap } from './viewport-zoom';

export interface ChatPanelProps {
  open: boolean;
  options: PanelOptions;
  /** The view inside the shell, a full-height column that draws its own header. */
  renderContent?: (content: PanelContentProps) => ReactNode;
}

const renderPlaceholder = (content: PanelContentProps) => <PlaceholderContent {...content} />;

/**
 * The consultation panel's shell: the dialog, its spec/chat-widget.md §4 phases, Escape,
 * focus, and the page locks of §2. The view inside (`renderContent`) draws everything else.
 */
export function ChatPanel({ open, options, renderContent = renderPlaceholder }: ChatPanelProps) {
  const { fullPage, onRequestClose } = options;
  const phase = usePanelPhase(open);
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const desktop = useMediaQuery(minWidthQuery(DESKTOP_BREAKPOINT_PX));
  // spec/chat-widget.md §2: below the desktop breakpoint (and from a hash link at any width)
  // the panel is full screen and page scroll is locked while it is open.
  useScrollLock(open && (fullPage || !desktop));
  // §2: on an iOS-like mobile Safari, maximum-scale=1 while open.
  useViewportScaleCap(open);

  // Focus moves into the dialog when it opens (its close button, else the dialog itself);
  // the loader returns it to the launcher on close.
  useEffect(() => {
    if (open) (closeRef.current ?? dialogRef.current)?.focus();
  }, [open]);

  // A native listener: Escape anywhere inside the dialog closes it, unless a view inside
  // used it first (the image viewer closes itself on Escape, spec §2) and said so.
  const shown = phase !== 'hidden';
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!shown || !dialog) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
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
      tabIndex={-1}
      data-phase={phase}
      data-full-page={fullPage || undefined}
    >
      {renderContent({ closeRef, onRequestClose, options })}
    </div>
  );
}
