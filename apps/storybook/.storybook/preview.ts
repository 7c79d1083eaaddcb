import '@lawfirm/ui/styles.css';
import '@lawfirm/ui/fonts.css';
// The site's and the banner's own styles, so their stories look as on the site.
import '@lawfirm/site/styles.css';
import '@lawfirm/banner/styles.css';
import { handlers } from '@lawfirm/api-client/msw';
import { renderDeferredPartsAtOnce } from '@lawfirm/ui';
import type { Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';

// Stories that fetch reach the fake network of the site's tests (@lawfirm/api-client/msw)
// through MSW's service worker. A story changes an answer with `parameters: { msw: [...] }`.
async function startFakeNetwork() {
  const worker = setupWorker(...handlers);
  await worker.start({
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    // An API call without a handler fails loudly; Storybook's own modules and assets pass.
    onUnhandledFrame: ({ frame, defaults }) => {
      const { request } = frame.data as { request?: Request };
      if (request && new URL(request.url).pathname.startsWith('/api/')) defaults.error();
    },
  });
  return worker;
}

// Stories render in the browser alone: parts a page hydrates after its first load (the site's
// header and footer, the home's sections) load at once here.
renderDeferredPartsAtOnce();

const preview: Preview = {
  // Korean pages: screen readers pick the voice from lang, and axe checks it.
  beforeAll: () => {
    document.documentElement.lang = 'ko';
  },
  loaders: [mswLoader(startFakeNetwork)],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Every story is an accessibility test: an axe violation fails it (addon-vitest).
    a11y: { test: 'error' },
  },
};

export default preview;
