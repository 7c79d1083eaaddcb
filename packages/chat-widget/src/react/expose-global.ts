import { GLOBAL_NAME } from '../embed-files';
import type { LawfirmChatGlobal } from '../loader/boot';
import { createCommandQueue } from '../loader/command-queue';
import { runCommand, type ChatWidgetHandle } from '../loader/widget';

/**
 * Gives a React host's page the script tag's JS API, `window.LawfirmChat('open')` and the rest
 * (README, JS API), so that a page's own buttons open the chat however it was embedded, and
 * replays calls the page queued before. A script-tag widget already there keeps the global.
 * (The loader installs it in boot.ts itself: its 3 KB budget has no room for this module.)
 * Returns the function that removes it again.
 */
export function exposeGlobal(win: Window, widget: ChatWidgetHandle): () => void {
  const globals = win as unknown as Record<string, LawfirmChatGlobal | undefined>;
  const earlier = globals[GLOBAL_NAME];
  if (earlier?.widget) return () => undefined;
  const queue = createCommandQueue(earlier?.q);
  const installed = Object.assign(queue.stub, { widget });
  globals[GLOBAL_NAME] = installed;
  queue.connect((command, args) => runCommand(widget, command, args));
  return () => {
    if (globals[GLOBAL_NAME] === installed) delete globals[GLOBAL_NAME];
  };
}
