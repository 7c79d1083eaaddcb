import { describe, expect, it } from 'vitest';

import { readScriptOptions, resolveOptions } from './options';

function loaderTag(src: string, data: Record<string, string> = {}): HTMLScriptElement {
  const script = document.createElement('script');
  script.src = src;
  for (const [key, value] of Object.entries(data)) script.dataset[key] = value;
  return script;
}

describe('readScriptOptions', () => {
  it('reads data-center-code, data-api-base and data-banner-height from the loader tag', () => {
    const script = loaderTag('https://api.example.kr/widget/loader.js', {
      centerCode: 'CT0022',
      apiBase: 'https://chat.example.kr/',
      bannerHeight: '60',
    });
    expect(readScriptOptions(script, '1.2.3')).toEqual({
      centerCode: 'CT0022',
      apiBase: 'https://chat.example.kr',
      bannerHeight: 60,
      zIndex: 2147483000,
      panelUrl: 'https://api.example.kr/widget/panel.js?v=1.2.3',
    });
  });

  it('defaults to CT0000, the script origin as API base and no banner offset', () => {
    const script = loaderTag('http://127.0.0.1:3000/widget/loader.js');
    expect(readScriptOptions(script, '0.1.0')).toEqual({
      centerCode: 'CT0000',
      apiBase: 'http://127.0.0.1:3000',
      bannerHeight: 0,
      zIndex: 2147483000,
      panelUrl: 'http://127.0.0.1:3000/widget/panel.js?v=0.1.0',
    });
  });

  it('reads data-z-index', () => {
    expect(
      readScriptOptions(loaderTag('https://a.kr/loader.js', { zIndex: '1000' }), 'x').zIndex,
    ).toBe(1000);
  });

  it('treats a blank centre code like a missing one', () => {
    expect(
      readScriptOptions(loaderTag('https://a.kr/loader.js', { centerCode: '  ' }), 'x').centerCode,
    ).toBe('CT0000');
  });
});

describe('resolveOptions', () => {
  it.each([
    [{}, { centerCode: 'CT0000', apiBase: 'https://site.kr', bannerHeight: 0 }],
    [
      { centerCode: ' ICT0005 ' },
      { centerCode: 'ICT0005', apiBase: 'https://site.kr', bannerHeight: 0 },
    ],
    [
      { apiBase: 'https://api.site.kr/v1//' },
      { centerCode: 'CT0000', apiBase: 'https://api.site.kr/v1', bannerHeight: 0 },
    ],
    [{ bannerHeight: -20 }, { centerCode: 'CT0000', apiBase: 'https://site.kr', bannerHeight: 0 }],
    [
      { bannerHeight: Number.NaN },
      { centerCode: 'CT0000', apiBase: 'https://site.kr', bannerHeight: 0 },
    ],
    [
      { bannerHeight: 150 },
      { centerCode: 'CT0000', apiBase: 'https://site.kr', bannerHeight: 150 },
    ],
    [
      { zIndex: 900.4, fullPage: true, followUpToken: 'tok' },
      {
        centerCode: 'CT0000',
        apiBase: 'https://site.kr',
        bannerHeight: 0,
        zIndex: 900,
        fullPage: true,
        followUpToken: 'tok',
      },
    ],
    [{ zIndex: Number.NaN }, { centerCode: 'CT0000', apiBase: 'https://site.kr', bannerHeight: 0 }],
  ])('%o resolves to %o', (options, expected) => {
    expect(resolveOptions(options, 'https://site.kr/')).toEqual({
      zIndex: 2147483000,
      ...expected,
    });
  });
});
