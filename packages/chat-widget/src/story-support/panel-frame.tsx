// Storybook only: a view at the desktop panel's size with the panel's styles, as the widget
// shows it.
import type { ReactNode } from 'react';

import { PANEL_MAX_HEIGHT_PX, PANEL_WIDTH_PX } from '../constants';
import { CONVERSATION_STYLES } from '../conversation/conversation-styles';

/** The desktop panel's size (spec §2: 390 x 690); the widget adopts the same styles. */
export function PanelFrame({ children }: { children: ReactNode }) {
  return (
    <div
      style={{
        width: PANEL_WIDTH_PX,
        height: PANEL_MAX_HEIGHT_PX,
        borderRadius: 16,
        overflow: 'hidden',
        boxShadow: '0 12px 40px rgba(0,0,0,.22)',
      }}
    >
      <style>{CONVERSATION_STYLES}</style>
      {children}
    </div>
  );
}
