import { rootRouteId } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';

import { manifestFromTemplate } from './template-manifest';

describe('manifestFromTemplate', () => {
  it('takes the entry, its preloads and its stylesheets from a client build', () => {
    const template = `<!doctype html>
<!-- <script type="module" src="/src/entry-client.tsx"></script> -->
<html lang="ko"><head>
  <meta charset="UTF-8" /><title>ignored</title>
  <script type="module" crossorigin src="/assets/index-abc.js"></script>
  <link rel="modulepreload" crossorigin href="/assets/vendor-def.js">
  <link rel="stylesheet" crossorigin href="/assets/index-ghi.css">
  <link rel="icon" href="/favicon.ico">
</head><body></body></html>`;

    expect(manifestFromTemplate(template)).toEqual({
      routes: {
        [rootRouteId]: {
          scripts: [
            { attrs: { type: 'module', src: '/assets/index-abc.js', crossOrigin: 'anonymous' } },
          ],
          preloads: [{ href: '/assets/vendor-def.js', crossOrigin: 'anonymous' }],
          css: [{ href: '/assets/index-ghi.css', crossOrigin: 'anonymous' }],
        },
      },
    });
  });

  it('keeps the order and inline module scripts of a development template', () => {
    const template = `<html><head>
<script type="module" src="/@vite/client"></script>
<script type="module">import { injectIntoGlobalHook } from "/@react-refresh";</script>
<script>window.notOurs = true</script>
</head><body><script type='module' src='/src/entry-client.tsx'></script></body></html>`;

    expect(manifestFromTemplate(template).routes[rootRouteId]?.scripts).toEqual([
      { attrs: { type: 'module', src: '/@vite/client' } },
      {
        attrs: { type: 'module' },
        children: 'import { injectIntoGlobalHook } from "/@react-refresh";',
      },
      { attrs: { type: 'module', src: '/src/entry-client.tsx' } },
    ]);
  });

  it('finds nothing in a template without assets', () => {
    expect(manifestFromTemplate('<html><head></head><body></body></html>')).toEqual({
      routes: { [rootRouteId]: { scripts: [], css: [], preloads: [] } },
    });
  });
});
