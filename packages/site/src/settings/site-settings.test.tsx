import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { staticUrl, useSiteSettings } from './site-settings';

describe('staticUrl', () => {
  it.each([
    ['', '/static/a.svg', '/static/a.svg'],
    ['', 'static/a.svg', '/static/a.svg'],
    ['https://cdn.lawfirm.example/', '/static/a.svg', 'https://cdn.lawfirm.example/static/a.svg'],
    ['https://cdn.lawfirm.example', 'https://other.example/x.png', 'https://other.example/x.png'],
  ])('%j + %s -> %s', (staticBaseUrl, path, expected) => {
    expect(staticUrl({ staticBaseUrl }, path)).toBe(expected);
  });
});

describe('useSiteSettings', () => {
  it('tells a developer who forgot the provider', () => {
    function Probe() {
      useSiteSettings();
      return null;
    }
    expect(() => render(<Probe />)).toThrow(/SiteSettingsProvider/);
  });
});
