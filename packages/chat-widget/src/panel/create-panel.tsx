import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import type { CreatePanel } from '../panel-contract';
import { ChatPanel } from './chat-panel';
import { PANEL_STYLES } from './panel-styles';

/**
 * Entry of the lazily loaded panel chunk (dist/embed/panel.js, and a split chunk of the
 * library build). Renders into the loader's slot inside the shadow root, styles included.
 */
export const createPanel: CreatePanel = (mountPoint, { centerCode, apiBase, onRequestClose }) => {
  const doc = mountPoint.ownerDocument;
  const style = doc.createElement('style');
  style.textContent = PANEL_STYLES;
  const container = doc.createElement('div');
  mountPoint.append(style, container);

  const root = createRoot(container, { identifierPrefix: 'lawfirm-chat-' });
  const render = (open: boolean) =>
    root.render(
      <StrictMode>
        <ChatPanel
          open={open}
          centerCode={centerCode}
          apiBase={apiBase}
          onRequestClose={onRequestClose}
        />
      </StrictMode>,
    );
  render(false);

  return {
    setOpen: render,
    destroy() {
      style.remove();
      container.remove();
      // A React host destroys the widget from an effect cleanup, i.e. while its own root is
      // committing; React cannot unmount another root synchronously then, so wait a task.
      setTimeout(() => root.unmount(), 0);
    },
  };
};
