import { describe, expect, it } from 'vitest';

import { formatDocumentTitle } from './document-title';
import { SHARE_CARD_PATH, canonicalUrl, pageHead, routeHead } from './page-head';

describe('pageHead', () => {
  it('gives a built page its title, meta description and canonical URL', () => {
    expect(
      pageHead('상담 예약', {
        description: '상담 방법을 고르세요.',
        canonicalPath: '/choice',
        siteUrl: 'https://www.lawfirm.example',
      }),
    ).toMatchObject({
      meta: expect.arrayContaining([
        { title: formatDocumentTitle('상담 예약') },
        { name: 'description', content: '상담 방법을 고르세요.' },
      ]),
      links: [{ rel: 'canonical', href: 'https://www.lawfirm.example/choice' }],
    });
  });

  it('gives a built page the link preview of Open Graph and a Twitter card, all absolute', () => {
    const { meta } = pageHead('상담 예약', {
      description: '상담 방법을 고르세요.',
      canonicalPath: '/choice',
      siteUrl: 'https://www.lawfirm.example/',
    });
    const tag = (key: string) =>
      meta.find(
        (entry) => ('property' in entry ? entry.property : 'name' in entry && entry.name) === key,
      );
    expect(tag('og:title')).toEqual({
      property: 'og:title',
      content: formatDocumentTitle('상담 예약'),
    });
    expect(tag('og:description')).toMatchObject({ content: '상담 방법을 고르세요.' });
    expect(tag('og:url')).toMatchObject({ content: 'https://www.lawfirm.example/choice' });
    expect(tag('og:locale')).toMatchObject({ content: 'ko_KR' });
    expect(tag('og:image')).toMatchObject({
      content: `https://www.lawfirm.example${SHARE_CARD_PATH}`,
    });
    expect(tag('twitter:card')).toMatchObject({ content: 'summary_large_image' });
    expect(tag('twitter:image')).toMatchObject({
      content: `https://www.lawfirm.example${SHARE_CARD_PATH}`,
    });
    expect(tag('og:type')).toMatchObject({ content: 'website' });
  });

  it('calls an article or a Q&A entry an article in its link preview', () => {
    const { meta } = pageHead('상속포기 기간', {
      description: '상속포기는 3개월 안에 해야 합니다.',
      canonicalPath: '/info/3',
      siteUrl: 'https://www.lawfirm.example/',
      ogType: 'article',
    });
    expect(meta).toContainEqual({ property: 'og:type', content: 'article' });
    expect(meta).not.toContainEqual({ property: 'og:type', content: 'website' });
  });

  it('shows no picture without the site address, and no preview for a noindex page', () => {
    const relative = pageHead('상담 예약', { description: '설명', canonicalPath: '/choice' }).meta;
    expect(relative).not.toContainEqual(expect.objectContaining({ property: 'og:image' }));
    expect(relative).toContainEqual({ name: 'twitter:card', content: 'summary' });
    const hidden = pageHead('검색', {
      description: '설명',
      canonicalPath: '/faq',
      noindex: true,
      siteUrl: 'https://www.lawfirm.example',
    }).meta;
    expect(hidden).not.toContainEqual(expect.objectContaining({ property: 'og:title' }));
  });

  it('writes each structured-data object as its own JSON-LD entry, after the tags', () => {
    const organization = { '@context': 'https://schema.org', '@type': 'Organization' };
    const breadcrumbs = { '@context': 'https://schema.org', '@type': 'BreadcrumbList' };
    const { meta } = pageHead('법인 소개', {
      description: '설명',
      canonicalPath: '/about/intro',
      structuredData: [organization, breadcrumbs],
    });
    expect(meta.slice(-2)).toEqual([
      { 'script:ld+json': organization },
      { 'script:ld+json': breadcrumbs },
    ]);
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
    expect(routeHead('/consulting', 'https://center.lawfirm.example')).toMatchObject({
      meta: expect.arrayContaining([
        { title: '기업 온라인 상담 | 법무법인 대륜' },
        {
          name: 'description',
          content:
            '기업 온라인 상담: 기업 법률 자문과 기업 소송 상담을 온라인으로 신청하면 담당자가 연락드립니다.',
        },
      ]),
      links: [{ rel: 'canonical', href: 'https://center.lawfirm.example/consulting' }],
    });
  });

  it('describes the breadcrumb a page shows as a BreadcrumbList, after its own objects', () => {
    const organization = { '@type': 'Organization' };
    const { meta } = routeHead('/consult', 'https://www.lawfirm.example', [organization]);
    const jsonLd = meta.flatMap((entry) =>
      'script:ld+json' in entry ? [entry['script:ld+json']] : [],
    );
    expect(jsonLd).toEqual([
      organization,
      expect.objectContaining({
        '@type': 'BreadcrumbList',
        itemListElement: [
          expect.objectContaining({ position: 1, name: '홈' }),
          expect.objectContaining({ position: 2, item: 'https://www.lawfirm.example/choice' }),
          expect.objectContaining({ position: 3, item: 'https://www.lawfirm.example/consult' }),
        ],
      }),
    ]);
  });

  it('describes no breadcrumb without a site address, on a noindex page or without a trail', () => {
    const hasJsonLd = ({ meta }: { meta: object[] }) =>
      meta.some((entry) => 'script:ld+json' in entry);
    expect(hasJsonLd(routeHead('/consult'))).toBe(false);
    expect(hasJsonLd(routeHead('/about/intro', 'https://www.lawfirm.example'))).toBe(false);
    expect(
      hasJsonLd(
        pageHead('검색 결과', {
          description: '설명',
          canonicalPath: '/faq?keyword=x',
          siteUrl: 'https://www.lawfirm.example',
          noindex: true,
          breadcrumbs: [{ label: '법률 Q&A' }],
        }),
      ),
    ).toBe(false);
  });
});

describe("a centre's page head", () => {
  it("names the centre's site in the title and the link preview", () => {
    const head = pageHead('법률 Q&A', {
      description: '디지털 증거에 관한 질문과 답변',
      canonicalPath: '/faq',
      siteUrl: 'http://forensic.localhost:3000',
      siteName: '법무법인 대륜 디지털포렌식센터',
    });
    expect(head.meta).toContainEqual({ title: '법률 Q&A | 법무법인 대륜 디지털포렌식센터' });
    expect(head.meta).toContainEqual({
      property: 'og:site_name',
      content: '법무법인 대륜 디지털포렌식센터',
    });
    expect(head.links).toEqual([{ rel: 'canonical', href: 'http://forensic.localhost:3000/faq' }]);
  });
});
