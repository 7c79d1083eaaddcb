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

// Pretendard's Korean slices are large: fetched after the page has loaded, so the first
// paint uses the system fonts of the token stack instead of waiting for them.
function loadWebFont() {
  void import('@lawfirm/ui/fonts.css');
}
if (document.readyState === 'complete') loadWebFont();
else window.addEventListener('load', loadWebFont, { once: true });
