import './strict-csp';
import '@lawfirm/ui/styles.css';
import '@lawfirm/ui/fonts.css';
import '@lawfirm/site/styles.css';
import '@lawfirm/consult-form/styles.css';

import { renderDeferredPartsAtOnce } from '@lawfirm/ui';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { config } from './config';
import { createCenterRouter } from './router';

// The browser renders this app itself: the layout's deferred parts (header, footer) have no
// server HTML to keep, so they load at once.
renderDeferredPartsAtOnce();

const router = createCenterRouter({ centerCode: config.centerCode });

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
