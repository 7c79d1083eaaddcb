// Every constant of spec/chat-widget.md this package uses, named as the spec names it.
// Components import from here and constants.test.ts asserts the spec's numbers.
import type { ChatServerErrorCode } from '@lawfirm/api-client/chat-core';

/** spec/chat-widget.md §2, §9: without a centerCode the default CT0000 applies. */
export { DEFAULT_CENTER_CODE } from '@lawfirm/api-client/constants';

/** spec/chat-widget.md §2, §9: the default phone number. */
export { DEFAULT_PHONE_NUMBER as DEFAULT_PHONE } from '@lawfirm/api-client/constants';

/** spec/chat-widget.md §2, §9: the desktop panel is 390px wide. */
export const PANEL_WIDTH_PX = 390;

/** spec/chat-widget.md §2, §9: the desktop panel is at most 690px high. */
export const PANEL_MAX_HEIGHT_PX = 690;

/** spec/chat-widget.md §9: from this width up the panel floats; below it, it is full screen. */
export const DESKTOP_BREAKPOINT_PX = 1280;

/** spec/chat-widget.md §4 Panel views: "entering (50 ms to visible)". */
export const PANEL_ENTER_MS = 50;

/** spec/chat-widget.md §4 Panel views, §9: "exiting (300 ms)". */
export const PANEL_EXIT_MS = 300;

/** spec/chat-widget.md §4 Panel views: the panel (and toast) animation states. */
export const PANEL_PHASES = ['hidden', 'entering', 'visible', 'exiting'] as const;
export type PanelPhase = (typeof PANEL_PHASES)[number];

/** spec/chat-widget.md §1: the widget is labelled as a one-to-one consultation. */
export const CHANNEL_LABEL = '1:1 상담';

/** spec/chat-widget.md §4 Realtime events, §9: a heartbeat every 30,000 ms while mounted. */
export const HEARTBEAT_MS = 30_000;

/** spec/chat-widget.md §4 Reconnect, §9: "retries after 3000 ms". */
export const RECONNECT_DELAY_MS = 3_000;

/** spec/chat-widget.md §4 Reconnect, §9: "up to 10 attempts". */
export const RECONNECT_MAX_ATTEMPTS = 10;

/**
 * Ours (DESIGN.md §5): past the spec's 10 attempts a visible page keeps trying, each wait twice
 * the one before, at most this long, so a page left in front recovers when the network does.
 */
export const RECONNECT_BACKOFF_MAX_MS = 30_000;

/**
 * Ours (DESIGN.md §5): the api answers every heartbeat (heartbeat.ack), so a socket that brings
 * no frame at all while this many heartbeats in a row go out is half-open: dropped and reopened.
 */
export const HEARTBEAT_MAX_UNANSWERED = 2;

/**
 * spec/chat-widget.md §8 E0006 'no access permission': the inquiry is not the visitor's. Refusing
 * the inquiry the widget shows, on the socket or in the catch-up, it means that inquiry went to
 * another device while the socket was down (a follow-up link opened there): §4 user.expired.
 */
export const NO_ACCESS_PERMISSION_CODE = 'E000600014' satisfies ChatServerErrorCode;

/** spec/chat-widget.md §4 Realtime events, §9: typing.started shows the indicator for 3 s. */
export const TYPING_INDICATOR_MS = 3_000;

/** spec/chat-widget.md §8, §9: a toast stays 3000 ms. */
export const TOAST_MS = 3_000;

/** spec/chat-widget.md §8, §9: a toast's exit takes 500 ms. */
export const TOAST_EXIT_MS = 500;

/** spec/chat-widget.md §4 Start-up flow: after a failed hash authentication, 500 ms until the chat closes. */
export const HASH_AUTH_FAILURE_CLOSE_MS = 500;

// ---------------------------------------------------------------------------------------
// The conversation view (src/conversation/): spec/chat-widget.md §2, §4, §8, §9.

/** §4 Conversation rules, §9: "Tile group page size 10". */
export const TILE_GROUP_PAGE_SIZE = 10;

/** §2 Composer, §9: "composer height 36 to 72px". */
export const COMPOSER_MIN_HEIGHT_PX = 36;
export const COMPOSER_MAX_HEIGHT_PX = 72;

/** §2 Conversation view, §9: "banner 2 lines collapsed, about 108px expanded". */
export const BANNER_COLLAPSED_LINES = 2;
export const BANNER_EXPANDED_MAX_HEIGHT_PX = 108;

/** §2 Composer: "undo depth is 100 with a 500 ms group delay". */
export const UNDO_DEPTH = 100;
export const UNDO_GROUP_DELAY_MS = 500;

/** §4 Conversation rules: older messages load "within 5 percent of the top" (a fraction). */
export const LOAD_OLDER_SCROLL_RATIO = 0.05;

/** §4 Conversation rules: "scrolls to the bottom about 200 ms after a live message". */
export const LIVE_MESSAGE_SCROLL_DELAY_MS = 200;

/** §2 Message display: file names "longer than 12 characters before the extension" shorten. */
export const FILE_NAME_MAX_LENGTH = 12;

/** §5 Validation rules, §9: "Input max length 11" of the mobile number. */
export const PHONE_MAX_LENGTH = 11;

/** spec §2: the history badge takes a wider shape above 99; the launcher's count reads "99+" past it. */
export const BADGE_MAX_COUNT = 99;
