import { canonicalUrl, formatDocumentTitle, ROUTE_DESCRIPTIONS } from '../../index';
import { describe, expect, it } from 'vitest';

import { pageHead, routeHead } from './page-head';
import { setSiteUrl } from './site-url';

describe("main-site's page heads", () => {
  // No VITE_SITE_URL in tests: the address is the one the server was given.
  const origin = 'https://www.lawfirm.example';
  setSiteUrl(origin);

  it("put a built page's canonical URL and link preview on the site's address", () => {
    const head = pageHead('상담 예약', {
      description: '상담 방법을 고르세요.',
      canonicalPath: '/choice',
    });
    expect(head.links).toEqual([{ rel: 'canonical', href: `${origin}/choice` }]);
    expect(head.meta).toContainEqual({ property: 'og:url', content: `${origin}/choice` });
    expect(head.meta).toContainEqual({ property: 'og:image', content: `${origin}/share-card.jpg` });
  });

  it('name a fixed page from the route tables', () => {
    expect(routeHead('/choice')).toMatchObject({
      meta: expect.arrayContaining([
        { title: formatDocumentTitle('상담 예약') },
        { name: 'description', content: ROUTE_DESCRIPTIONS['/choice'] },
      ]),
      links: [{ rel: 'canonical', href: canonicalUrl('/choice', origin) }],
    });
  });

  it('keeps a page out of search indexes when asked', () => {
    expect(pageHead('법률 Q&A', { noindex: true }).meta).toContainEqual({
      name: 'robots',
      content: 'noindex, follow',
    });
    expect(pageHead('법률 Q&A').meta).not.toContainEqual(
      expect.objectContaining({ name: 'robots' }),
    );
  });
});
