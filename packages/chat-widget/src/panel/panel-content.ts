import type { RefObject } from 'react';

import type { PanelOptions } from '../panel-contract';

/**
 * What the panel shell hands the view it hosts (the placeholder now, the conversation and
 * history views of spec/chat-widget.md §2 later). The view draws its own header, so it owns
 * the close button; the shell owns the dialog, its phases, Escape, focus and page locks.
 */
export interface PanelContentProps {
  /** Put on the view's close button: the shell focuses it when the panel opens. */
  closeRef: RefObject<HTMLButtonElement | null>;
  /** The view's close button calls this (the loader closes and returns focus). */
  onRequestClose(): void;
  /** The panel's options: centre code, api base, full page, follow-up token, callbacks. */
  options: PanelOptions;
}
