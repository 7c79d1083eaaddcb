import { afterEach, describe, expect, it } from 'vitest';

import {
  capViewportScale,
  isIosLikeSafari,
  withMaximumScale,
  type NavigatorLike,
} from './viewport-zoom';

const UA = {
  iPhoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iPhoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
  iPadOld:
    'Mozilla/5.0 (iPad; CPU OS 12_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; SM-S918N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  macFirefox: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.4; rv:125.0) Gecko/20100101 Firefox/125.0',
};

describe('isIosLikeSafari (spec/chat-widget.md §2)', () => {
  it.each<[string, NavigatorLike, boolean]>([
    ['iPhone Safari', { userAgent: UA.iPhoneSafari, maxTouchPoints: 5 }, true],
    ['iPhone Chrome (WebKit too)', { userAgent: UA.iPhoneChrome, maxTouchPoints: 5 }, true],
    ['iPad with an iPad user agent', { userAgent: UA.iPadOld, maxTouchPoints: 5 }, true],
    [
      'iPadOS presenting as a Mac, with touch',
      { userAgent: UA.macSafari, maxTouchPoints: 5 },
      true,
    ],
    ['a real Mac (no touch)', { userAgent: UA.macSafari, maxTouchPoints: 0 }, false],
    ['Android Chrome', { userAgent: UA.androidChrome, maxTouchPoints: 5 }, false],
    ['Firefox on a touch Mac (not WebKit)', { userAgent: UA.macFirefox, maxTouchPoints: 5 }, false],
  ])('%s -> %s', (_name, navigatorLike, expected) => {
    expect(isIosLikeSafari(navigatorLike)).toBe(expected);
  });
});

describe('withMaximumScale', () => {
  it.each([
    ['width=device-width, initial-scale=1', 'width=device-width, initial-scale=1, maximum-scale=1'],
    [
      'width=device-width,initial-scale=1,maximum-scale=5',
      'width=device-width, initial-scale=1, maximum-scale=1',
    ],
    ['', 'maximum-scale=1'],
  ])('%j -> %j', (content, expected) => {
    expect(withMaximumScale(content)).toBe(expected);
  });
});

describe('capViewportScale', () => {
  afterEach(() => {
    document.head.replaceChildren();
  });

  it('caps the page’s own viewport meta and restores its original content', () => {
    document.head.innerHTML =
      '<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">';
    const meta = document.querySelector('meta[name="viewport"]');
    const restore = capViewportScale(document);
    expect(meta?.getAttribute('content')).toBe(
      'width=device-width, initial-scale=1, viewport-fit=cover, maximum-scale=1',
    );
    restore();
    expect(meta?.getAttribute('content')).toBe(
      'width=device-width, initial-scale=1, viewport-fit=cover',
    );
  });

  it('adds a viewport meta where the page has none, and removes it afterwards', () => {
    const restore = capViewportScale(document);
    expect(document.querySelector('meta[name="viewport"]')?.getAttribute('content')).toBe(
      'width=device-width, initial-scale=1, maximum-scale=1',
    );
    restore();
    expect(document.querySelector('meta[name="viewport"]')).toBeNull();
  });
});
