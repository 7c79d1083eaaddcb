import { CRIMSON } from '../theme';

// The image viewer (spec/chat-widget.md §2): a dark full-screen layer above the page and the
// panel, a tool bar on top, the stage in the middle, the thumbnail strip at the bottom.
// Adopted into the widget's shadow root when the viewer first opens (useAdoptedStyles).
export const VIEWER_STYLES = `
.iv{position:fixed;inset:0;z-index:10;display:flex;flex-direction:column;background:rgba(12,12,14,.97);color:#fff;font-size:14px;line-height:1.4}
.iv:focus{outline:none}
.iv-bar{flex:none;display:flex;align-items:center;gap:4px;min-height:60px;padding:0 8px 0 16px}
.iv-count{flex:1;font-weight:700;font-variant-numeric:tabular-nums;letter-spacing:.02em}
.iv-tools{display:flex;align-items:center;gap:2px}
.iv-button{touch-action:manipulation;display:grid;place-items:center;width:44px;height:44px;padding:0;border:0;border-radius:50%;background:transparent;color:#fff;cursor:pointer}
.iv-button:hover:not([aria-disabled=true]){background:rgba(255,255,255,.14)}
.iv-button[aria-disabled=true]{color:rgba(255,255,255,.38);cursor:default}
.iv-button:focus-visible,.iv-thumb:focus-visible{outline:3px solid #fff;outline-offset:-3px;box-shadow:0 0 0 5px ${CRIMSON}}
.iv-zoom{min-width:48px;text-align:center;font-variant-numeric:tabular-nums;font-size:13px;color:#e8e8e8}
.iv-stage{position:relative;flex:1;min-height:0;display:flex;overflow:auto;overscroll-behavior:contain}
.iv-stage[data-swipe]{touch-action:pan-y pinch-zoom}
.iv-frame{position:relative;flex:none;margin:auto}
.iv-frame img{position:absolute;left:50%;top:50%;max-width:none;transition:opacity .15s ease}
.iv-frame img[data-loading]{opacity:0}
.iv-loading{position:absolute;inset:0;display:grid;place-items:center;margin:0;color:#cfcfcf;pointer-events:none}
.iv-arrow{position:fixed;top:50%;width:52px;height:52px;margin-top:-26px;background:rgba(0,0,0,.45)}
.iv-arrow:hover:not([aria-disabled=true]){background:rgba(0,0,0,.7)}
.iv-prev{left:20px}
.iv-next{right:20px}
.iv-thumbs{flex:none;display:flex;justify-content:center;gap:8px;margin:0;padding:12px 16px calc(16px + env(safe-area-inset-bottom,0px));list-style:none}
.iv-thumb{touch-action:manipulation;display:block;width:56px;height:56px;padding:0;border:2px solid transparent;border-radius:8px;background:#2a2a2e;overflow:hidden;cursor:pointer;opacity:.6}
.iv-thumb[aria-current=true]{border-color:#fff;opacity:1}
.iv-thumb:hover{opacity:1}
.iv-thumb img{display:block;width:100%;height:100%;object-fit:cover}
@media (prefers-reduced-motion:reduce){.iv-frame img{transition:none}}
`;
