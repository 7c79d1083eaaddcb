import { describe, expect, it } from 'vitest';

import { telHref } from './tel-href';

describe('telHref', () => {
  it.each([
    ['1800-7905', 'tel:18007905'],
    ['02 1234 5678', 'tel:0212345678'],
    ['+82-2-1234-5678', 'tel:+82212345678'],
  ])('%s -> %s', (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });
});
