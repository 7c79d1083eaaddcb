import { describe, expect, it } from 'vitest';

import { bannerLinkAttributes } from './banner-link';

const site = 'https://lawfirm.example';

describe('bannerLinkAttributes', () => {
  it.each([
    ['/choice', '_self', '_self', undefined],
    ['/choice', '_blank', '_blank', 'noopener'],
    ['https://lawfirm.example/faq', '_self', '_self', undefined],
    ['https://blog.lawfirm.example/seminar', '_blank', '_blank', 'nofollow noopener'],
    ['https://event.example.com/night', '_self', '_self', 'nofollow'],
    ['http://lawfirm.example/faq', '_self', '_self', 'nofollow'],
  ] as const)('%s with %s -> target %s, rel %s', (p_link, link_type, target, rel) => {
    expect(bannerLinkAttributes({ p_link, link_type }, site)).toEqual({
      href: p_link,
      target,
      rel,
    });
  });
});
