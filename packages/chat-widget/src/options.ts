import { DEFAULT_CENTER_CODE } from './constants';
import { EMBED_FILES } from './embed-files';

/** Stacking order of the launcher (the panel sits one above it) unless the host sets one. */
export const DEFAULT_Z_INDEX = 2147483000;

/** What a host page or React host can set. Every field is optional. */
export interface ChatWidgetOptions {
  /** Group code of the centre the chat belongs to (spec/chat-widget.md §2). Default CT0000. */
  centerCode?: string;
  /** Absolute base URL of the chat API. Script tag: the loader's origin; bundled: the page's. */
  apiBase?: string;
  /** Height in px of the host page's top banner; the launcher moves up by it (spec §1). */
  bannerHeight?: number;
  /** CSS z-index of the launcher; the panel is one above. Default 2147483000. */
  zIndex?: number;
  /** spec §2: opened from a hash link, the panel is full page at every width. */
  fullPage?: boolean;
  /** spec §4 Start-up flow step 3: the follow-up token of a hash link, for hash authentication. */
  followUpToken?: string;
  /** spec §4: after a failed hash authentication the browser goes to `/` (the default). */
  onHashAuthFailed?(): void;
}

export interface ResolvedWidgetOptions extends ChatWidgetOptions {
  centerCode: string;
  apiBase: string;
  bannerHeight: number;
  zIndex: number;
}

/** The loader's options: the widget's own plus where its panel chunk lives. */
export interface ScriptOptions extends ResolvedWidgetOptions {
  panelUrl: string;
}

/**
 * The `data-*` attributes the loader reads from its own script tag, by their `dataset` names
 * (`centerCode` is `data-center-code`). The README's snippet and settings table are generated
 * from this list (scripts/embed-snippet.ts), so the documentation cannot drift from the code.
 */
export const SCRIPT_DATA_ATTRIBUTES = ['centerCode', 'apiBase', 'bannerHeight', 'zIndex'] as const;

/** `centerCode` -> `data-center-code`. */
export const dataAttributeName = (key: string) =>
  `data-${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

const nonNegative = (value: unknown) => Math.max(0, Number(value) || 0);

/** Fills in the defaults; `defaultApiBase` is the origin the widget was served from. */
export function resolveOptions(
  options: ChatWidgetOptions,
  defaultApiBase: string,
): ResolvedWidgetOptions {
  return {
    // fullPage, followUpToken and onHashAuthFailed as given (a spread: loader.js's bytes).
    ...options,
    // spec/chat-widget.md §2: without a centerCode the default CT0000 applies.
    centerCode: options.centerCode?.trim() || DEFAULT_CENTER_CODE,
    // Without a trailing slash, so that later calls can append "/chatctm/...".
    apiBase: (options.apiBase?.trim() || defaultApiBase).replace(/\/+$/, ''),
    bannerHeight: nonNegative(options.bannerHeight),
    zIndex: Math.round(Number(options.zIndex)) || DEFAULT_Z_INDEX,
  };
}

/**
 * Reads the loader's own script tag (SCRIPT_DATA_ATTRIBUTES). The panel chunk is resolved
 * next to the loader's `src` and carries the version, so that a cached panel of another
 * release is never paired with this loader.
 */
export function readScriptOptions(script: HTMLScriptElement, version: string): ScriptOptions {
  const src = new URL(script.src);
  const panelUrl = new URL(EMBED_FILES.panel, src);
  panelUrl.searchParams.set('v', version);
  // Strings as the tag has them: resolveOptions turns the numeric ones into numbers.
  const fromTag = Object.fromEntries(
    SCRIPT_DATA_ATTRIBUTES.map((key) => [key, script.dataset[key]]),
  ) as ChatWidgetOptions;
  return { ...resolveOptions(fromTag, src.origin), panelUrl: panelUrl.href };
}
