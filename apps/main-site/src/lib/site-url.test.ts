// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { setServerSiteUrl, siteUrl } from './site-url';

describe('siteUrl on the server', () => {
  it('is the address the server entry was given (the api’s PUBLIC_URL)', () => {
    expect(siteUrl()).toBe('');
    setServerSiteUrl('https://www.lawfirm.example');
    expect(siteUrl()).toBe('https://www.lawfirm.example');
  });
});
