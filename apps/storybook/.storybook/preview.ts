import '@lawfirm/ui/styles.css';
import '@lawfirm/ui/fonts.css';
// The site's and the banner's own styles, so their stories look as on the site.
import '@lawfirm/site/styles.css';
import '@lawfirm/banner/styles.css';
import type { Preview } from '@storybook/react-vite';

const preview: Preview = {
  // Korean pages: screen readers pick the voice from lang, and axe checks it.
  beforeAll: () => {
    document.documentElement.lang = 'ko';
  },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Every story is an accessibility test: an axe violation fails it (addon-vitest).
    a11y: { test: 'error' },
  },
};

export default preview;
