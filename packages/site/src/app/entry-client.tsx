import { RouterClient } from '@tanstack/react-router/ssr/client';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { makeSchemasJitless } from '@lawfirm/api-client';
import { afterLoadAndFirstPaint } from '@lawfirm/ui';

import { config } from './config';
import { swapInWebFont } from './lib/web-font';
import { createAppRouter } from './router';

/**
 * The browser's start: each app's entry-client calls it once (the main site's and the centres'
 * builds of this one route tree).
 */
export function hydrateSite(): void {
  // Before the routes' chunks load zod and build their schemas (@lawfirm/api-client's strict-csp-schemas.ts).
  makeSchemasJitless();

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

  // Pretendard's Korean slices are large (about 400 KB on the home page): fetched after the page
  // has loaded and painted, so the first paint uses the system fonts of the token stack instead
  // of waiting for them. The load event alone is not enough: on a slow device it comes before the
  // first paint, and the font requests (top priority) then compete with that paint for the
  // network; Lighthouse's mobile estimate even counts them as blocking it (first paint ~5 s).
  // The slices the page's text needs are then switched in together, in one relayout, when the
  // visitor opens another page (its content is laid out afresh): the page being read never
  // moves under the reader when the font arrives (no layout shift).
  afterLoadAndFirstPaint(() => {
    void swapInWebFont(
      { property: '--lf-font-sans', family: /pretendard/i },
      () => import('@lawfirm/ui/fonts.css'),
      () => ({
        root: document.documentElement,
        fonts: document.fonts,
        stack: getComputedStyle(document.documentElement).getPropertyValue('--lf-font-sans'),
        text: document.body.textContent ?? '',
      }),
      () =>
        new Promise<void>((resolve) => {
          const stop = router.subscribe('onBeforeRouteMount', (event) => {
            if (!event.hrefChanged) return;
            stop();
            resolve();
          });
        }),
    );
  });
}
