// The contract between the loader (vanilla, tiny) and the panel chunk (React, lazy).
// Type-only on the loader's side, so importing it never pulls React into loader.js.

export interface PanelOptions {
  centerCode: string;
  apiBase: string;
  /**
   * spec/chat-widget.md §2: opened from a hash link (/daeryuntalk#…), the panel is full page
   * at every width; otherwise full screen below DESKTOP_BREAKPOINT_PX and floating above it.
   */
  fullPage?: boolean;
  /** spec §4 Start-up flow step 3: the hash link's follow-up token, for hash authentication. */
  followUpToken?: string;
  /** The panel asks to close (its close button, Escape); the loader decides and updates. */
  onRequestClose(): void;
  /** The panel asks to open (the launcher's notice was clicked). */
  onRequestOpen(): void;
  /**
   * The visitor's total unread count changed (spec §2 badge); the loader emits it to the
   * host page as the `unread` event. Call it with the new count, 0 included.
   */
  onUnreadCountChange(count: number): void;
  /**
   * spec §4 "Hash authentication failure": the panel shows its toast and, 500 ms later, calls
   * this; the loader closes the widget and sends the browser to `/`.
   */
  onHashAuthFailed(): void;
}

export interface PanelHandle {
  setOpen(open: boolean): void;
  destroy(): void;
}

/** Renders the panel into `mountPoint`, an element inside the widget's shadow root. */
export type CreatePanel = (mountPoint: HTMLElement, options: PanelOptions) => PanelHandle;

/** What the panel chunk exports. */
export interface PanelModule {
  createPanel: CreatePanel;
}

export type LoadPanel = () => Promise<PanelModule>;
