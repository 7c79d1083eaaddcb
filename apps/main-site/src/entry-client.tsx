import { RouterClient } from '@tanstack/react-router/ssr/client';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';

import { config } from './config';
import { createAppRouter } from './router';

const router = createAppRouter({ apiBaseUrl: config.apiBaseUrl });

// The server rendered the whole document; RouterClient reads the router and query state it
// embedded (window.$_TSR) before React hydrates, so the first render matches the HTML.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RouterClient router={router} />
    </StrictMode>,
  );
});
