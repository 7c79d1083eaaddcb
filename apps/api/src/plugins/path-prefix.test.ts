import { describe, expect, it } from 'vitest';

import { hasPathPrefix } from './path-prefix';

describe('hasPathPrefix', () => {
  it.each([
    ['/api', true],
    ['/api/center/list', true],
    ['/api?x=1', true],
    ['/api/center/list?x=/y', true],
    ['/apix', false],
    ['/', false],
    ['/faq?next=/api/x', false],
    ['/chatctm/ctf/crtfica', true],
  ])('%s -> %s', (url, expected) => {
    expect(hasPathPrefix(url, ['/api', '/chatctm'])).toBe(expected);
  });
});
