import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { adoptStyles } from '../adopt-styles';
import type { CreatePanel } from '../panel-contract';
import { CONVERSATION_STYLES } from '../conversation/conversation-styles';
import { ChatApp } from './chat-app';
import { PANEL_STYLES } from './panel-styles';

/**
 * Entry of the lazily loaded panel chunk (dist/embed/panel.js, and a split chunk of the
 * library build). Renders into the loader's slot inside the shadow root, styles included.
 */
export const createPanel: CreatePanel = (mountPoint, options) => {
  const doc = mountPoint.ownerDocument;
  // The shadow root the loader made (a document when a test renders the slot bare).
  const root = mountPoint.getRootNode() as ShadowRoot | Document;
  const removeStyles = adoptStyles(root, PANEL_STYLES + CONVERSATION_STYLES);
  const container = doc.createElement('div');
  mountPoint.append(container);

  const reactRoot = createRoot(container, { identifierPrefix: 'lawfirm-chat-' });
  const render = (open: boolean) =>
    reactRoot.render(
      <StrictMode>
        <ChatApp open={open} options={options} />
      </StrictMode>,
    );
  render(false);

  return {
    setOpen: render,
    destroy() {
      removeStyles();
      container.remove();
      // A React host destroys the widget from an effect cleanup, i.e. while its own root is
      // committing; React cannot unmount another root synchronously then, so wait a task.
      setTimeout(() => reactRoot.unmount(), 0);
    },
  };
};
