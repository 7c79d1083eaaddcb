import {
  DESKTOP_BREAKPOINT_PX,
  PANEL_EXIT_MS,
  PANEL_MAX_HEIGHT_PX,
  PANEL_WIDTH_PX,
} from '../constants';
import { BANNER_HEIGHT_PROPERTY, CRIMSON, FONT_STACK } from '../theme';

// The launcher while the panel is open, kept out of loader.js (its byte budget): below the
// desktop breakpoint, and at every width from a hash link, the panel covers the screen and
// has its own close button, so the launcher steps aside.
const LAUNCHER_WHILE_OPEN = `@media (max-width:${DESKTOP_BREAKPOINT_PX - 0.02}px){.launcher[aria-expanded=true]{display:none}}
:host([data-full-page]) .launcher[aria-expanded=true]{display:none}`;

// The launcher's notice while the panel is closed (launcher-notice.tsx): the count on the
// launcher's corner and the preview card above it, hidden with the launcher (hide()).
const LAUNCHER_BOTTOM = `(24px + var(${BANNER_HEIGHT_PROPERTY},0px))`;
const LAUNCHER_NOTICE = `.ln-count{position:fixed;right:18px;bottom:calc(${LAUNCHER_BOTTOM} + 46px);box-sizing:border-box;min-width:24px;height:24px;padding:0 6px;border:2px solid ${CRIMSON};border-radius:12px;background:#fff;color:${CRIMSON};font-family:${FONT_STACK};font-size:12px;font-weight:800;line-height:20px;text-align:center;pointer-events:none}
.ln-card{position:fixed;right:24px;bottom:calc(${LAUNCHER_BOTTOM} + 76px);display:flex;align-items:flex-start;width:min(300px,calc(100vw - 48px));border-radius:14px;background:#fff;color:#1f1f1f;box-shadow:0 10px 32px rgba(0,0,0,.2);font-family:${FONT_STACK}}
.ln-card::after{content:"";position:absolute;right:26px;bottom:-6px;width:12px;height:12px;background:#fff;transform:rotate(45deg)}
.ln-open{flex:1;min-width:0;display:flex;flex-direction:column;gap:2px;padding:12px 4px 12px 16px;border:0;border-radius:14px 0 0 14px;background:none;color:inherit;font:inherit;text-align:left;cursor:pointer}
.ln-from{font-size:12.5px;font-weight:700;color:${CRIMSON}}
.ln-text{overflow:hidden;font-size:14px;line-height:1.45;text-overflow:ellipsis;white-space:nowrap}
.ln-dismiss{flex:none;display:grid;place-items:center;width:40px;height:40px;margin:4px 4px 0 0;padding:0;border:0;border-radius:50%;background:none;color:#5f5f5f;cursor:pointer}
.ln-dismiss:hover{background:#f4efed}
.ln-open:focus-visible,.ln-dismiss:focus-visible{outline:3px solid ${CRIMSON};outline-offset:-3px}
aside:has(.launcher[hidden]) :is(.ln-card,.ln-count){display:none}
@media (prefers-reduced-motion:no-preference){.ln-card{animation:ln-in .2s ease-out}}
@keyframes ln-in{from{opacity:0;transform:translateY(8px)}}`;

// Adopted by the widget's shadow root (adoptStyles, CSP-safe); never reaches the host page.
// Mobile first: full screen; from the desktop breakpoint up, a floating panel above the
// launcher (spec/chat-widget.md §2, §9); opened from a hash link it stays full page.
// The panel is a full-height column: a hosted view that renders one root element fills it.
export const PANEL_STYLES = `
${LAUNCHER_WHILE_OPEN}
${LAUNCHER_NOTICE}
.panel{position:fixed;inset:0;z-index:1;box-sizing:border-box;display:flex;flex-direction:column;overflow:hidden;background:#fff;color:#1f1f1f;font-family:${FONT_STACK};font-size:15px;line-height:1.6;word-break:keep-all;overflow-wrap:anywhere;transition:opacity ${PANEL_EXIT_MS}ms ease,transform ${PANEL_EXIT_MS}ms ease}
.panel[data-phase=entering],.panel[data-phase=exiting]{opacity:0;transform:translateY(12px)}
.panel:focus{outline:none}
.panel>:only-child{flex:1;min-height:0}
.panel-header{display:flex;align-items:center;gap:8px;min-height:56px;padding:0 8px 0 20px;background:${CRIMSON};color:#fff}
.panel-title{flex:1;margin:0;font-size:17px;font-weight:700}
.panel-close{display:grid;place-items:center;width:44px;height:44px;padding:0;border:0;border-radius:50%;background:transparent;color:inherit;cursor:pointer}
.panel-close:hover{background:rgba(255,255,255,.15)}
.panel-close:focus-visible{outline:3px solid #fff;outline-offset:-3px}
.panel-body{flex:1;overflow:auto;padding:24px 20px}
.panel-body p{margin:0 0 12px}
.panel[data-full-page] .panel-body{box-sizing:border-box;width:100%;max-width:760px;margin:0 auto}
/* A full-page conversation reads in one column, not from edge to edge of a wide screen. */
.panel[data-full-page] .cv-scroll>*,.panel[data-full-page] .cv-footer>*{box-sizing:border-box;max-width:760px;margin-inline:auto}
.panel-hint{color:#555;font-size:14px}
.panel-hint a{color:${CRIMSON};font-weight:700}
@media (min-width:${DESKTOP_BREAKPOINT_PX}px){.panel:not([data-full-page]){inset:auto;right:24px;bottom:calc(100px + var(${BANNER_HEIGHT_PROPERTY},0px));width:${PANEL_WIDTH_PX}px;height:${PANEL_MAX_HEIGHT_PX}px;max-height:calc(100vh - 124px - var(${BANNER_HEIGHT_PROPERTY},0px));border-radius:16px;box-shadow:0 12px 40px rgba(0,0,0,.22)}}
@media (prefers-reduced-motion:reduce){.panel{transition:none;transform:none!important}}
`;
