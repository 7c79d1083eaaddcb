import { describe, expect, it } from 'vitest';

import { formatDocumentTitle } from './document-title';
import { canonicalUrl, pageHead, routeHead } from './page-head';

describe('pageHead', () => {
  it('gives a built page its title, meta description and canonical URL', () => {
    expect(
      pageHead('상담 예약', {
        description: '상담 방법을 고르세요.',
        canonicalPath: '/choice',
        siteUrl: 'https://www.lawfirm.example',
      }),
    ).toEqual({
      meta: [
        { title: formatDocumentTitle('상담 예약') },
        { name: 'description', content: '상담 방법을 고르세요.' },
      ],
      links: [{ rel: 'canonical', href: 'https://www.lawfirm.example/choice' }],
    });
  });

  it('gives a page without them its title alone', () => {
    expect(pageHead('통합 검색')).toEqual({
      meta: [{ title: formatDocumentTitle('통합 검색') }],
      links: [],
    });
  });

  it("joins the canonical path to the site's address, or leaves the path without one", () => {
    expect(canonicalUrl('/consulting', 'https://www.lawfirm.example/')).toBe(
      'https://www.lawfirm.example/consulting',
    );
    expect(canonicalUrl('/consulting', '')).toBe('/consulting');
  });
});

describe('routeHead', () => {
  it("takes a built page's title and description from the route tables", () => {
    expect(routeHead('/consulting', 'https://center.lawfirm.example')).toEqual({
      meta: [
        { title: '기업 온라인 상담 | 법무법인 대륜' },
        {
          name: 'description',
          content:
            '기업 온라인 상담: 기업 법률 자문과 기업 소송 상담을 온라인으로 신청하면 담당자가 연락드립니다.',
        },
      ],
      links: [{ rel: 'canonical', href: 'https://center.lawfirm.example/consulting' }],
    });
  });
});
