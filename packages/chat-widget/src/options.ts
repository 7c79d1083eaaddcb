import { DEFAULT_CENTER_CODE } from './constants';
import { EMBED_FILES } from './embed-files';

/** What a host page or React host can set. Every field is optional. */
export interface ChatWidgetOptions {
  /** Group code of the centre the chat belongs to (spec/chat-widget.md §2). Default CT0000. */
  centerCode?: string;
  /** Absolute base URL of the chat API. Script tag: the loader's origin; bundled: the page's. */
  apiBase?: string;
  /** Height in px of the host page's top banner; the launcher moves up by it (spec §1). */
  bannerHeight?: number;
}

export interface ResolvedWidgetOptions {
  centerCode: string;
  apiBase: string;
  bannerHeight: number;
}

/** The loader's options: the widget's own plus where its panel chunk lives. */
export interface ScriptOptions extends ResolvedWidgetOptions {
  panelUrl: string;
}

/** Fills in the defaults; `defaultApiBase` is the origin the widget was served from. */
export function resolveOptions(
  options: ChatWidgetOptions,
  defaultApiBase: string,
): ResolvedWidgetOptions {
  return {
    // spec/chat-widget.md §2: without a centerCode the default CT0000 applies.
    centerCode: options.centerCode?.trim() || DEFAULT_CENTER_CODE,
    // Without a trailing slash, so that later calls can append "/chatctm/...".
    apiBase: (options.apiBase?.trim() || defaultApiBase).replace(/\/+$/, ''),
    bannerHeight: Math.max(0, Number(options.bannerHeight) || 0),
  };
}

/**
 * Reads the loader's own script tag (`data-center-code`, `data-api-base`,
 * `data-banner-height`). The panel chunk is resolved next to the loader's `src` and carries
 * the version, so that a cached panel of another release is never paired with this loader.
 */
export function readScriptOptions(script: HTMLScriptElement, version: string): ScriptOptions {
  const { dataset } = script;
  const src = new URL(script.src);
  const panelUrl = new URL(EMBED_FILES.panel, src);
  panelUrl.searchParams.set('v', version);
  return {
    ...resolveOptions(
      {
        centerCode: dataset.centerCode,
        apiBase: dataset.apiBase,
        bannerHeight: Number(dataset.bannerHeight),
      },
      src.origin,
    ),
    panelUrl: panelUrl.href,
  };
}
