// Shared by the launcher's and the panel's shadow-root styles. The crimson is the firm's
// brand colour (DESIGN.md, the same value as @lawfirm/ui's token); it is repeated here, not
// imported, so that loader.js stays free of any dependency.
export const CRIMSON = '#AE0E36';

export const FONT_STACK = 'Pretendard,"Apple SD Gothic Neo","Malgun Gothic",sans-serif';

// spec/chat-widget.md §1: the launcher is offset upward by the top banner's height. Set on
// the host element; the launcher and the panel inside the shadow root both read it.
export const BANNER_HEIGHT_PROPERTY = '--banner-height';
