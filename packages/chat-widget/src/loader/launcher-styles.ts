import { BANNER_HEIGHT_PROPERTY, CRIMSON, FONT_STACK } from '../theme';

const BOTTOM = `calc(24px + var(${BANNER_HEIGHT_PROPERTY},0px))`;

// Adopted by the shadow root (adoptStyles): nothing here reaches the host page, and
// `all: initial` on the host stops the page's inherited font, colour and line-height from
// reaching in. Written compactly on purpose: every byte here is in loader.js (budget: under
// 3 KB gzip). Rules that matter only once the panel is open live in the panel's stylesheet
// (panel-styles.ts, LAUNCHER_WHILE_OPEN).
export const LAUNCHER_STYLES =
  // The host is fixed so that its inline z-index (the zIndex option) orders the whole widget.
  `:host{all:initial;position:fixed;font-family:${FONT_STACK}}` +
  `[hidden]{display:none!important}` +
  `.launcher,.error{position:fixed;right:24px;bottom:${BOTTOM};box-shadow:0 6px 20px #0004}` +
  `.launcher{width:64px;height:64px;padding:0;border:0;border-radius:50%;background:${CRIMSON};color:#fff;display:grid;place-content:center;justify-items:center;gap:3px;font:inherit;font-size:12px;font-weight:700;cursor:pointer}` +
  `.launcher svg{width:24px;height:24px;fill:#fff}` +
  `.i-close{fill:none;stroke:#fff;stroke-width:2.5;stroke-linecap:round}` +
  // White inside, crimson outside: the ring shows on light and on dark host pages alike.
  `.launcher:focus-visible{outline:3px solid ${CRIMSON};outline-offset:3px;box-shadow:0 0 0 3px #fff}` +
  // spec/chat-widget.md §1: the launcher pulses (not while open or loading, nor for reduced motion).
  `.launcher:after{content:"";position:absolute;inset:0;border-radius:50%}` +
  `@media (prefers-reduced-motion:no-preference){[aria-expanded=false]:not([aria-busy=true]):after{animation:p 2.4s infinite}}` +
  `@keyframes p{0%{box-shadow:0 0 0 0 #ae0e3670}70%,to{box-shadow:0 0 0 16px #ae0e3600}}` +
  `.i-close,.spin,[aria-expanded=true]>:not(.i-close),[aria-busy=true] .i-open{display:none}` +
  `[aria-expanded=true] .i-close{display:block}` +
  `[aria-busy=true] .spin{display:block;width:16px;height:16px;border:3px solid #fff6;border-top-color:#fff;border-radius:50%;animation:s .8s linear infinite}` +
  `@keyframes s{to{transform:rotate(1turn)}}` +
  `.error{bottom:calc(${BOTTOM} + 76px);max-width:240px;margin:0;padding:12px 16px;border-radius:12px;background:#fff;color:#222;font-size:14px;line-height:1.5;word-break:keep-all}` +
  `.error:empty{display:none}`;
