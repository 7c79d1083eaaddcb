// Entry of dist/embed/loader.js, the classic script a host page includes with one tag.
// Browser-only by nature (never imported by the library entry or by server rendering).
import { bootLoader } from './boot';

declare const __WIDGET_VERSION__: string;

// document.currentScript is only set while this script's first synchronous run lasts,
// including for async classic scripts, so it is read before anything else.
const script = document.currentScript;

bootLoader(
  window,
  script instanceof HTMLScriptElement ? script : null,
  (url) => import(/* @vite-ignore */ url),
  __WIDGET_VERSION__,
);
