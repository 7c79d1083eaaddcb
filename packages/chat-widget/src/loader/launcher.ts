import { HOST_TAG } from '../embed-files';
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
const icon = (name: string, attributes: string, path: string) =>
  `<svg class="${name}" width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" ${attributes}><path d="${path}"/></svg>`;
const BUBBLE = icon(
  'i-open',
  'fill="#fff"',
  'M12 3C6.5 3 2 6.6 2 11c0 2.5 1.4 4.7 3.6 6.2L4.8 21l4.4-2.3c.9.2 1.8.3 2.8.3 5.5 0 10-3.6 10-8s-4.5-8-10-8z',
);
const CROSS = icon(
  'i-close',
  'fill="none" stroke="#fff" stroke-width="2.5" stroke-linecap="round"',
  'M6 6l12 12M18 6 6 18',
);

/**
 * Builds the host element, its open shadow root and the floating launcher (not yet
 * attached). `onToggle` opens or closes; after a failure it retries loading the panel.
 */
export function createLauncher(doc: Document, onToggle: () => void): LauncherView {
  const host = doc.createElement(HOST_TAG);
  // Open, so that tests, assistive tools and the host's own scripts can inspect it.
  const shadow = host.attachShadow({ mode: 'open' });
  shadow.innerHTML =
    `<style>${LAUNCHER_STYLES}</style>` +
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
      error.textContent = state === 'error' ? TEXTS.loadFailed : '';
    },
    setBannerHeight(px) {
      host.style.setProperty(BANNER_HEIGHT_PROPERTY, `${Math.max(0, px)}px`);
    },
  };
  view.render('closed');
  return view;
}
