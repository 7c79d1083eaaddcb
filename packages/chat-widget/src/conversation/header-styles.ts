import { BANNER_COLLAPSED_LINES, BANNER_EXPANDED_MAX_HEIGHT_PX, TOAST_EXIT_MS } from '../constants';
import { CRIMSON, FONT_STACK } from '../theme';

// The frame of the view: root, header, explanation banner, status banners, toasts.
export const FRAME_STYLES = `
.cv{position:relative;display:flex;flex-direction:column;flex:1 1 auto;height:100%;min-height:0;box-sizing:border-box;background:#f7f5f4;color:#1f1f1f;font-family:${FONT_STACK};font-size:15px;line-height:1.55;word-break:keep-all;overflow-wrap:anywhere}
.cv *,.cv *::before,.cv *::after{box-sizing:border-box}
:where(.cv) button{font:inherit;color:inherit}
:where(.cv) :focus-visible{outline:3px solid ${CRIMSON};outline-offset:2px}
.cv-visually-hidden{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
.cv-header{display:flex;align-items:center;gap:4px;min-height:56px;padding:0 6px 0 12px;background:${CRIMSON};color:#fff;flex:none}
.cv-channel{display:flex;align-items:center;gap:10px;flex:1;min-width:0;padding-left:4px}
.cv-channel-name{margin:0;font-size:17px;font-weight:700;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.cv-avatar{flex:none;border-radius:50%;background:#fff;object-fit:cover}
.cv-header .cv-avatar{box-shadow:0 0 0 2px rgba(255,255,255,.9)}
.cv-icon-button{position:relative;display:grid;place-items:center;flex:none;width:44px;height:44px;padding:0;border:0;border-radius:50%;background:transparent;cursor:pointer}
.cv-icon-button:hover{background:rgba(255,255,255,.16)}
.cv-badge{position:absolute;top:4px;right:2px;min-width:18px;height:18px;padding:0 5px;border-radius:9px;background:#fff;color:${CRIMSON};font-size:11px;font-weight:800;line-height:18px;text-align:center}
.cv-badge[data-wide]{min-width:28px;padding:0 6px;right:-4px}
.cv-header :focus-visible{outline:3px solid #fff;outline-offset:-3px}
.cv-explanation{display:flex;align-items:flex-start;gap:4px;flex:none;padding:10px 8px 10px 16px;background:#fff;border-bottom:1px solid #e7e2df;font-size:13.5px;color:#4a4a4a}
.cv-explanation-text{flex:1;margin:0;white-space:pre-line;display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:${BANNER_COLLAPSED_LINES};overflow:hidden}
.cv-explanation-text[data-expanded=true]{display:block;-webkit-line-clamp:unset;max-height:${BANNER_EXPANDED_MAX_HEIGHT_PX}px;overflow-y:auto}
.cv-explanation-toggle{display:grid;place-items:center;flex:none;width:32px;height:32px;margin-top:-4px;border:0;border-radius:50%;background:transparent;color:#555;cursor:pointer}
.cv-explanation-toggle:hover{background:#f1ecea}
.cv-banners:empty{display:none}
.cv-banner{display:flex;align-items:center;gap:10px;margin:0;padding:10px 10px 10px 16px;font-size:13.5px;font-weight:600}
.cv-banner[data-kind=offline]{background:#fff4d6;color:#5c4300;border-bottom:1px solid #f0dc9c}
.cv-banner-text{flex:1;min-width:0;margin:0}
.cv-banner-action{flex:none;min-height:36px;padding:0 12px;border:1px solid currentColor;border-radius:8px;background:#fff;color:inherit;font-size:13px;font-weight:700;white-space:nowrap;cursor:pointer}
.cv-banner-action:hover{background:#fffaf0}
.cv-banner[data-kind=expired]{background:#fdecef;color:#7d0a27;border-bottom:1px solid #f4c4cf}
.cv-toasts{position:absolute;left:16px;right:16px;top:68px;z-index:2;display:flex;flex-direction:column;gap:8px;pointer-events:none}
.cv-toast{padding:12px 16px;border-radius:10px;background:#2b2b2b;color:#fff;font-size:14px;box-shadow:0 6px 20px rgba(0,0,0,.18);transition:opacity ${TOAST_EXIT_MS}ms ease,transform ${TOAST_EXIT_MS}ms ease}
.cv-toast[data-kind=success]{background:#17613a}
.cv-toast[data-kind=warning]{background:#fff4d6;color:#4d3800;border:1px solid #e8cf7d}
.cv-toast[data-kind=error]{background:#8f0b2c}
.cv-toast[data-phase=entering],.cv-toast[data-phase=exiting],.cv-toast[data-phase=done]{opacity:0;transform:translateY(-8px)}
.cv-note{margin:8px 0;text-align:center;font-size:13px;color:#5f5f5f}
@media (prefers-reduced-motion:reduce){.cv-toast{transition:none;transform:none!important}}
`;
