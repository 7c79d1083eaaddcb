import { describe, expect, it } from 'vitest';

import { setSiteUrl, siteUrl } from './site-url';

describe('siteUrl', () => {
  it('is the address the server was given (the api’s PUBLIC_URL) when the build names none', () => {
    expect(siteUrl()).toBe('');
    setSiteUrl('https://www.lawfirm.example');
    expect(siteUrl()).toBe('https://www.lawfirm.example');
  });
});
