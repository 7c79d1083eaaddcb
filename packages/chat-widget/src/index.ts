// The library entry, for hosts that bundle the widget (the firm's own sites). Third-party
// pages use the script-tag build instead (dist/embed/loader.js); both share this code.
export { ChatWidget } from './react/chat-widget';
export type { ChatWidgetProps } from './react/chat-widget';
export { mountChatWidget } from './mount-chat-widget';
export type { ChatWidgetEvent, ChatWidgetEvents, ChatWidgetHandle } from './loader/widget';
export { DEFAULT_Z_INDEX } from './options';
export type { ChatWidgetOptions } from './options';
export { adoptStyles } from './adopt-styles';
export { parseChatHash } from './hash-link';
export type { ChatHashLink } from './hash-link';
export {
  BADGE_MAX_COUNT,
  CHANNEL_LABEL,
  DEFAULT_CENTER_CODE,
  DEFAULT_PHONE,
  DESKTOP_BREAKPOINT_PX,
  PANEL_MAX_HEIGHT_PX,
  PANEL_WIDTH_PX,
} from './constants';
