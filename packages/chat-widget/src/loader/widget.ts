import type { ResolvedWidgetOptions } from '../options';
import type { LoadPanel, PanelHandle } from '../panel-contract';
import { createLauncher, type LauncherState } from './launcher';

/** What the widget tells its host: the panel opened or closed, the unread count changed. */
export interface ChatWidgetEvents {
  open: () => void;
  close: () => void;
  /** The visitor's total unread count (spec/chat-widget.md §2 badge), 0 included. */
  unread: (count: number) => void;
}
export type ChatWidgetEvent = keyof ChatWidgetEvents;

/** Controls a mounted widget; also reachable on script-tag pages as `LawfirmChat(command)`. */
export interface ChatWidgetHandle {
  /** Opens the panel, loading its chunk first if needed. Resolves when shown (or failed). */
  open(): Promise<void>;
  close(): void;
  toggle(): Promise<void>;
  /** Shows the launcher button again after `hide()`. */
  show(): void;
  /** Hides the launcher button (the page opens the chat from its own controls); the panel stays. */
  hide(): void;
  setBannerHeight(px: number): void;
  /** Subscribes to an event; returns the function that unsubscribes. */
  on<E extends ChatWidgetEvent>(event: E, handler: ChatWidgetEvents[E]): () => void;
  off<E extends ChatWidgetEvent>(event: E, handler: ChatWidgetEvents[E]): void;
  /** Removes the host element and unmounts the panel. */
  destroy(): void;
}

type Listener = (...args: unknown[]) => void;

/**
 * Mounts the launcher in a shadow root appended to `doc.body` and lazy-loads the panel on
 * the first open. Shared by the script-tag loader and the React entry: one implementation.
 */
export function mountWidget(
  doc: Document,
  options: ResolvedWidgetOptions,
  loadPanel: LoadPanel,
): ChatWidgetHandle {
  let state: LauncherState = 'closed';
  let panel: PanelHandle | undefined;
  let loading: Promise<PanelHandle | undefined> | undefined;
  // The visitor's latest wish; a close while the chunk is loading cancels the pending open.
  let wantOpen = false;
  let destroyed = false;
  let unread = 0;
  const listeners: Partial<Record<ChatWidgetEvent, Set<Listener>>> = {};

  const emit = (event: ChatWidgetEvent, ...args: unknown[]) => {
    for (const handler of listeners[event] ?? []) {
      // A failing handler of the host page must not break the widget or the other handlers.
      try {
        handler(...args);
      } catch (error) {
        console.error('[LawfirmChat]', error);
      }
    }
  };

  const view = createLauncher(doc, options, () => void widget.toggle());
  const render = (next: LauncherState) => {
    const opened = next === 'open';
    const changed = opened !== (state === 'open');
    view.render((state = next));
    if (changed) emit(opened ? 'open' : 'close');
  };

  async function load(): Promise<PanelHandle | undefined> {
    render('loading');
    try {
      const module = await loadPanel();
      if (destroyed) return undefined;
      // A chunk without createPanel throws here, and is a failure like any other.
      return (panel = module.createPanel(view.panelSlot, {
        // centerCode, apiBase, fullPage, followUpToken (spread: the loader's bytes count).
        ...options,
        // The visitor closed it from inside (close button, Escape): focus goes back home.
        onRequestClose: () => {
          widget.close();
          view.button.focus();
        },
        onRequestOpen: () => void widget.open(),
        onUnreadCountChange: (count) => {
          if (count !== unread) emit('unread', (unread = count));
        },
        // spec/chat-widget.md §4 Hash authentication failure: the chat closes, then `/`.
        onHashAuthFailed: () => {
          widget.close();
          if (options.onHashAuthFailed) options.onHashAuthFailed();
          else location.assign('/');
        },
      }));
    } catch (error) {
      // Logged for the developer; the visitor sees a Korean message and a retry button.
      console.error('[LawfirmChat] panel failed to load', error);
      render('error');
      return undefined;
    } finally {
      loading = undefined;
    }
  }

  const widget: ChatWidgetHandle = {
    async open() {
      wantOpen = true;
      const ready = panel ?? (await (loading ??= load()));
      if (!ready) return;
      if (!wantOpen) return render('closed');
      ready.setOpen(true);
      render('open');
    },
    close() {
      wantOpen = false;
      if (state === 'error') render('closed'); // dismisses the failure message
      // While loading, the pending open() sees wantOpen and ends closed.
      if (state !== 'open') return;
      // A close from the page's own script moves focus only if it was inside the widget.
      const focusInside = view.shadow.activeElement !== null;
      panel?.setOpen(false);
      render('closed');
      if (focusInside) view.button.focus();
    },
    toggle() {
      if (state === 'open') {
        widget.close();
        return Promise.resolve();
      }
      return widget.open();
    },
    // The launcher button only: a page may open the chat from its own controls.
    show() {
      view.button.hidden = false;
    },
    hide() {
      view.button.hidden = true;
    },
    setBannerHeight: view.setBannerHeight,
    on(event, handler) {
      (listeners[event] ??= new Set()).add(handler as Listener);
      return () => widget.off(event, handler);
    },
    off(event, handler) {
      listeners[event]?.delete(handler as Listener);
    },
    destroy() {
      destroyed = true;
      wantOpen = false;
      panel?.destroy();
      view.host.remove();
    },
  };

  // An async script can run before <body> exists.
  if (doc.body) doc.body.append(view.host);
  else doc.addEventListener('DOMContentLoaded', () => doc.body.append(view.host), { once: true });
  return widget;
}

/** The `LawfirmChat(command, ...args)` commands: the handle's own methods, destroy aside. */
export const COMMANDS = [
  'open',
  'close',
  'toggle',
  'show',
  'hide',
  'on',
  'off',
  'setBannerHeight',
] as const satisfies readonly (keyof ChatWidgetHandle)[];

/** Runs a `LawfirmChat(command, ...args)` call against a widget. */
export function runCommand(widget: ChatWidgetHandle, command: string, args: unknown[]): void {
  if ((COMMANDS as readonly string[]).includes(command))
    void (widget[command as (typeof COMMANDS)[number]] as (...rest: unknown[]) => unknown)(...args);
  else console.warn(`[LawfirmChat] unknown command "${command}"`);
}
