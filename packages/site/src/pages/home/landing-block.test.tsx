import type { HomeLanding } from '@lawfirm/api-client/site';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithRouter } from '../../test/render-with-router';

import { LandingBlock, fillPhone, hashTagHref } from './landing-block';

const landing: HomeLanding = {
  hashTags: ['음주·교통사고', '상속포기'],
  linkCards: [
    { title: '상담 예약', subText: '대표번호 {phone}', link: '/choice', newTab: false },
    {
      title: '블로그',
      subText: '문의 {phone} · {phone}',
      link: 'https://blog.example',
      newTab: true,
    },
  ],
};

describe('landing block rules (spec/site.md §2 Home)', () => {
  it.each([
    ['대표번호 {phone}', '대표번호 1800-7905'],
    ['{phone}로 연락 · {phone}', '1800-7905로 연락 · 1800-7905'],
    ['번호 없음', '번호 없음'],
  ])('fillPhone(%s)', (text, filled) => {
    const { container } = render(<p>{fillPhone(text, '1800-7905')}</p>);
    expect(container.textContent).toBe(filled);
    // Every number is one unbreakable piece.
    const numbers = [...container.querySelectorAll('.home-landing__phone')];
    expect(numbers.map((number) => number.textContent)).toEqual(
      Array(text.split('{phone}').length - 1).fill('1800-7905'),
    );
  });

  it.each([
    [
      '상속포기',
      '',
      '/integrate?search=%EC%83%81%EC%86%8D%ED%8F%AC%EA%B8%B0&tab=%EC%A0%84%EC%B2%B4&recommend=true',
    ],
    // A middle dot is searched with a space instead.
    [
      '음주·교통사고',
      '',
      `/integrate?search=${encodeURIComponent('음주 교통사고')}&tab=%EC%A0%84%EC%B2%B4&recommend=true`,
    ],
    [
      '상속포기',
      'https://lawfirm.example',
      'https://lawfirm.example/integrate?search=%EC%83%81%EC%86%8D%ED%8F%AC%EA%B8%B0&tab=%EC%A0%84%EC%B2%B4&recommend=true',
    ],
  ])('hashTagHref(%s, %s)', (keyword, origin, href) => {
    expect(hashTagHref(keyword, origin)).toBe(href);
  });
});

describe('LandingBlock', () => {
  it('has the page heading, the search box, the tags and four-card links with the phone', async () => {
    await renderWithRouter(<LandingBlock landing={landing} />, {
      settings: { phone: '1588-0000' },
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      '글로벌 메가 로펌, 법무법인 대륜',
    );
    expect(screen.getByRole('searchbox').getAttribute('name')).toBe('sear_txt');
    const tags = within(screen.getByRole('list', { name: '추천 검색어' })).getAllByRole('link');
    expect(tags.map((tag) => tag.textContent)).toEqual(['#음주·교통사고', '#상속포기']);
    const booking = screen.getByRole('link', { name: /상담 예약/ });
    expect(booking.getAttribute('href')).toBe('/choice');
    expect(booking.textContent).toContain('대표번호 1588-0000');
    const blog = screen.getByRole('link', { name: /블로그/ });
    expect(blog.getAttribute('target')).toBe('_blank');
    expect(blog.textContent).toContain('문의 1588-0000 · 1588-0000');
  });

  it("sends a site without sub pages to the main site's search in a new tab", async () => {
    await renderWithRouter(<LandingBlock landing={landing} />, {
      settings: { hasSubPages: false, mainSiteUrl: 'https://lawfirm.example' },
    });
    const tag = screen.getByRole('link', { name: /#상속포기/ });
    expect(tag.getAttribute('href')).toMatch(/^https:\/\/lawfirm\.example\/integrate\?/);
    expect(tag.getAttribute('target')).toBe('_blank');
  });

  it('keeps the heading and the search when the landing data failed', async () => {
    await renderWithRouter(<LandingBlock landing={undefined} />);
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.getByRole('searchbox')).toBeTruthy();
    expect(screen.queryByRole('list', { name: '추천 검색어' })).toBeNull();
  });
});
