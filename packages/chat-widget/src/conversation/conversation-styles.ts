// The conversation view's styles, as CSS text: the widget lives in a shadow root under a strict
// CSP, so its owner adopts them (adoptedStyleSheets) instead of inline styles. Class names all
// start with `cv-`.
import { COMPOSER_STYLES } from './composer-styles';
import { FRAME_STYLES } from './header-styles';
import { MESSAGE_STYLES } from './message-styles';

export const CONVERSATION_STYLES = [FRAME_STYLES, MESSAGE_STYLES, COMPOSER_STYLES].join('\n');
