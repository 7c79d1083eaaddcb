import '@lawfirm/ui/styles.css';
import '@lawfirm/ui/fonts.css';
import '@lawfirm/site/styles.css';
import '@lawfirm/consult-form/styles.css';

import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { config } from './config';
import { createCenterRouter } from './router';

const router = createCenterRouter({ centerCode: config.centerCode });

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
