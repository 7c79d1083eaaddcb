import { canonicalUrl, formatDocumentTitle, ROUTE_DESCRIPTIONS } from '@lawfirm/site';
import { describe, expect, it } from 'vitest';

import { config } from '../config';
import { pageHead, routeHead } from './page-head';

describe("main-site's page heads", () => {
  it("put a built page's canonical URL on the site's address", () => {
    expect(
      pageHead('상담 예약', { description: '상담 방법을 고르세요.', canonicalPath: '/choice' }),
    ).toEqual({
      meta: [
        { title: formatDocumentTitle('상담 예약') },
        { name: 'description', content: '상담 방법을 고르세요.' },
      ],
      links: [{ rel: 'canonical', href: canonicalUrl('/choice', config.siteUrl) }],
    });
  });

  it('name a fixed page from the route tables', () => {
    expect(routeHead('/choice')).toEqual({
      meta: [
        { title: formatDocumentTitle('상담 예약') },
        { name: 'description', content: ROUTE_DESCRIPTIONS['/choice'] },
      ],
      links: [{ rel: 'canonical', href: canonicalUrl('/choice', config.siteUrl) }],
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
