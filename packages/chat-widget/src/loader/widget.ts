import type { ResolvedWidgetOptions } from '../options';
import type { LoadPanel, PanelHandle } from '../panel-contract';
import { createLauncher, type LauncherState } from './launcher';

/** Controls a mounted widget; also reachable on script-tag pages as `LawfirmChat(command)`. */
export interface ChatWidgetHandle {
  /** Opens the panel, loading its chunk first if needed. Resolves when shown (or failed). */
  open(): Promise<void>;
  close(): void;
  toggle(): Promise<void>;
  setBannerHeight(px: number): void;
  /** Removes the host element and unmounts the panel. */
  destroy(): void;
}

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

  const view = createLauncher(doc, () => void widget.toggle());
  const render = (next: LauncherState) => view.render((state = next));
  view.setBannerHeight(options.bannerHeight);

  async function load(): Promise<PanelHandle | undefined> {
    render('loading');
    try {
      const module = await loadPanel();
      if (destroyed) return undefined;
      if (typeof module?.createPanel !== 'function') throw new TypeError('no createPanel export');
      return (panel = module.createPanel(view.panelSlot, {
        centerCode: options.centerCode,
        apiBase: options.apiBase,
        // The visitor closed it from inside (close button, Escape): focus goes back home.
        onRequestClose: () => {
          widget.close();
          view.button.focus();
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
    setBannerHeight: view.setBannerHeight,
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

/** Runs a `LawfirmChat(command, ...args)` call against a widget. */
export function runCommand(widget: ChatWidgetHandle, command: string, args: unknown[]): void {
  switch (command) {
    case 'open':
    case 'close':
    case 'toggle':
      void widget[command]();
      return;
    case 'setBannerHeight':
      widget.setBannerHeight(Number(args[0]) || 0);
      return;
    default:
      console.warn(`[LawfirmChat] unknown command "${command}"`);
  }
}
