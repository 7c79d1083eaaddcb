import { adoptStyles } from '../adopt-styles';
import { HOST_TAG } from '../embed-files';
import type { ResolvedWidgetOptions } from '../options';
import { LAUNCHER_TEXTS as TEXTS } from '../texts';
import { BANNER_HEIGHT_PROPERTY } from '../theme';
import { LAUNCHER_STYLES } from './launcher-styles';

/** What the launcher shows: the panel closed, its chunk loading, the panel open, or a failure. */
export type LauncherState = 'closed' | 'loading' | 'open' | 'error';

export interface LauncherView {
  /** The element appended to the host page; everything else lives in its shadow root. */
  host: HTMLElement;
  shadow: ShadowRoot;
  button: HTMLButtonElement;
  /** Where the panel chunk renders, inside the same shadow root. */
  panelSlot: HTMLElement;
  render(state: LauncherState): void;
  setBannerHeight(px: number): void;
}

// Class names are prefixed where the panel's styles share this shadow root.
// Our own simple glyphs: a speech bubble and a cross (aria-hidden; the button is named).
const icon = (name: string, path: string) =>
  `<svg class="${name}" viewBox="0 0 24 24" aria-hidden="true"><path d="${path}"/></svg>`;
const BUBBLE = icon(
  'i-open',
  'M12 3C6.5 3 2 6.6 2 11c0 2.5 1.4 4.7 3.6 6.2L4.8 21l4.4-2.3c.9.2 1.8.3 2.8.3 5.5 0 10-3.6 10-8s-4.5-8-10-8z',
);
const CROSS = icon('i-close', 'M6 6l12 12M18 6 6 18');

/**
 * Builds the host element, its open shadow root and the floating launcher (not yet
 * attached). `onToggle` opens or closes; after a failure it retries loading the panel.
 */
export function createLauncher(
  doc: Document,
  {
    zIndex,
    fullPage,
    bannerHeight,
  }: Pick<ResolvedWidgetOptions, 'zIndex' | 'fullPage' | 'bannerHeight'>,
  onToggle: () => void,
): LauncherView {
  const host = doc.createElement(HOST_TAG);
  // Open, so that tests, assistive tools and the host's own scripts can inspect it.
  const shadow = host.attachShadow({ mode: 'open' });
  // A constructable stylesheet, never a <style> element nor a style="" attribute: both are
  // blocked by a Content Security Policy without 'unsafe-inline' (see adopt-styles.ts).
  adoptStyles(shadow, LAUNCHER_STYLES);
  // The host is the widget's stacking context; CSSOM writes are allowed by a strict policy.
  host.style.zIndex = String(zIndex);
  // spec/chat-widget.md §2: a hash link's panel covers the page, launcher included.
  if (fullPage) host.setAttribute('data-full-page', '');
  shadow.innerHTML =
    // A named landmark, so the widget's content is not "outside every landmark" on the page.
    `<aside aria-label="${TEXTS.label}"><div class="panel-slot"></div>` +
    // A failure shows here; clicking the launcher again retries.
    `<p class="error" role="alert"></p>` +
    `<button class="launcher" type="button" aria-haspopup="dialog">${BUBBLE}${CROSS}<span class="spin"></span>` +
    `<span>${TEXTS.label}</span></button></aside>`;

  const $ = <T extends Element>(selector: string) => shadow.querySelector(selector) as T;
  const button = $<HTMLButtonElement>('.launcher');
  const error = $<HTMLElement>('.error');

  button.addEventListener('click', onToggle);

  const view: LauncherView = {
    host,
    shadow,
    button,
    panelSlot: $<HTMLElement>('.panel-slot'),
    render(state) {
      const open = state === 'open';
      button.setAttribute('aria-label', open ? TEXTS.close : TEXTS.open);
      button.setAttribute('aria-expanded', String(open));
      // Loading shows a spinner in place of the bubble; aria-busy tells assistive technology.
      button.setAttribute('aria-busy', String(state === 'loading'));
      // Set as it happens, so that assistive technology announces the alert.
      error.textContent = state === 'error' ? TEXTS.loadFailed : '';
    },
    setBannerHeight(px) {
      host.style.setProperty(BANNER_HEIGHT_PROPERTY, `${Math.max(0, Number(px) || 0)}px`);
    },
  };
  view.render('closed');
  view.setBannerHeight(bannerHeight);
  return view;
}
