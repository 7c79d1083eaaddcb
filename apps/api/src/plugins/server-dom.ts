// The DOM the site's renderer hands to DOMPurify on the server. jsdom loads undici 8, whose
// module body installs its own agent as the process-wide dispatcher of Node's built-in fetch
// too (through a compatibility wrapper); that wrapper refuses requests carrying an explicit
// Content-Length header, which arctic's OAuth token requests do. Node's own dispatcher is put
// back as soon as jsdom has loaded, so creating the DOM changes nothing else in the process.
import type { DOMWindow } from 'jsdom';

/** Where Node's built-in fetch (undici 6 and 7) looks up its dispatcher. */
const NODE_FETCH_DISPATCHER = Symbol.for('undici.globalDispatcher.1');

export async function createServerDomWindow(): Promise<DOMWindow> {
  const slots = globalThis as unknown as Record<symbol, unknown>;
  const nodeDispatcher = slots[NODE_FETCH_DISPATCHER];
  try {
    const { JSDOM } = await import('jsdom');
    return new JSDOM('').window;
  } finally {
    slots[NODE_FETCH_DISPATCHER] = nodeDispatcher;
  }
}
