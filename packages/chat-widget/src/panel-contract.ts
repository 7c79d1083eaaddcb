// The contract between the loader (vanilla, tiny) and the panel chunk (React, lazy).
// Type-only on the loader's side, so importing it never pulls React into loader.js.

export interface PanelOptions {
  centerCode: string;
  apiBase: string;
  /** The panel asks to close (its close button, Escape); the loader decides and updates. */
  onRequestClose(): void;
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
