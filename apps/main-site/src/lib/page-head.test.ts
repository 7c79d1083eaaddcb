import { formatDocumentTitle } from '@lawfirm/site';
import { describe, expect, it } from 'vitest';

import { canonicalUrl, pageHead } from './page-head';

describe('pageHead', () => {
  it('gives a built page its title, meta description and canonical URL', () => {
    expect(
      pageHead('상담 예약', { description: '상담 방법을 고르세요.', canonicalPath: '/choice' }),
    ).toEqual({
      meta: [
        { title: formatDocumentTitle('상담 예약') },
        { name: 'description', content: '상담 방법을 고르세요.' },
      ],
      links: [{ rel: 'canonical', href: canonicalUrl('/choice') }],
    });
  });

  it('gives a page without them its title alone', () => {
    expect(pageHead('통합 검색')).toEqual({
      meta: [{ title: formatDocumentTitle('통합 검색') }],
      links: [],
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

  it("joins the canonical path to the site's address, or leaves the path without one", () => {
    expect(canonicalUrl('/consulting', 'https://www.lawfirm.example/')).toBe(
      'https://www.lawfirm.example/consulting',
    );
    expect(canonicalUrl('/consulting', '')).toBe('/consulting');
  });
});
