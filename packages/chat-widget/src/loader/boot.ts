import { EMBED_FILES, GLOBAL_NAME } from '../embed-files';
import { readScriptOptions } from '../options';
import type { PanelModule } from '../panel-contract';
import { createCommandQueue, type CommandStub } from './command-queue';
import { mountWidget, runCommand, type ChatWidgetHandle } from './widget';

/** `window.LawfirmChat`: the command function, plus the widget once the loader has run. */
export type LawfirmChatGlobal = CommandStub & { widget?: ChatWidgetHandle };

/** Imports a module by URL; the real loader passes the browser's dynamic `import()`. */
export type ImportByUrl = (url: string) => Promise<unknown>;

/**
 * Starts the script-tag widget once per page: reads the loader's own tag, mounts the
 * launcher, and installs `window.LawfirmChat`, replaying calls the page queued before.
 */
export function bootLoader(
  win: Window,
  script: HTMLScriptElement | null,
  importByUrl: ImportByUrl,
  version: string,
): ChatWidgetHandle | undefined {
  const globals = win as unknown as Record<string, LawfirmChatGlobal | undefined>;
  const earlier = globals[GLOBAL_NAME];
  // The tag may be included twice (or a SPA re-runs it): one widget per page.
  if (earlier?.widget) return earlier.widget;
  if (!script?.src) {
    console.error(`[LawfirmChat] load ${EMBED_FILES.loader} by <script src>`);
    return undefined;
  }

  const options = readScriptOptions(script, version);
  let attempt = 0;
  const widget = mountWidget(win.document, options, () => {
    // A failed module fetch may be remembered by the browser; a retry asks for a fresh URL.
    const retry = attempt++;
    return importByUrl(
      retry ? `${options.panelUrl}&retry=${retry}` : options.panelUrl,
    ) as Promise<PanelModule>;
  });

  const queue = createCommandQueue(earlier?.q);
  globals[GLOBAL_NAME] = Object.assign(queue.stub, { widget });
  queue.connect((command, args) => runCommand(widget, command, args));
  return widget;
}
