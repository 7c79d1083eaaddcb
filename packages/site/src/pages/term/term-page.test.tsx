import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithRouter } from '../../test/render-with-router';

import { TermPage, formatEffectiveDate, outlineUnderH1 } from './term-page';

describe('TermPage (spec/site.md §2 /common/term/{terms_code})', () => {
  it('shows the name, the effective date and the body, sanitized', async () => {
    await renderWithRouter(
      <TermPage
        term={{
          terms_code: 'privacy-policy',
          terms_name: '개인정보처리방침',
          effective_date: '2025-07-01',
          body:
            '<h2>제1조 (목적)</h2><p onclick="steal()">수집 항목</p>' +
            '<script>steal()</script><img src="../upload/terms/seal.png" alt="직인" onerror="steal()">' +
            '<a href="javascript:steal()">링크</a>' +
            '<table><tbody><tr><th scope="row">항목</th><td>이름</td></tr></tbody></table>',
        }}
      />,
      { path: '/common/term/privacy-policy' },
    );

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('개인정보처리방침');
    expect(screen.getByText('2025년 7월 1일').getAttribute('datetime')).toBe('2025-07-01');
    expect(screen.getByRole('heading', { level: 2, name: '제1조 (목적)' })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: '항목' })).toBeTruthy();
    const body = document.querySelector('.site-term__body') as HTMLElement;
    expect(body.querySelector('script, [onclick], [onerror], [href^="javascript"]')).toBeNull();
    expect(body.textContent).toContain('링크');
    // spec/site.md §7: the relative upload prefix points at /SE2/upload.
    expect(screen.getByRole('img', { name: '직인' }).getAttribute('src')).toBe(
      '/SE2/upload/terms/seal.png',
    );
  });

  it('opens a long term with a table of contents whose links reach their sections', async () => {
    await renderWithRouter(
      <TermPage
        term={{
          terms_code: 'privacy-policy',
          terms_name: '개인정보처리방침',
          effective_date: '2026-11-20',
          body:
            '<section><h2 id="purpose">1. 개인정보의 처리 목적</h2><p>가</p></section>' +
            '<section><h2 id="child-privacy">8. 만 14세 미만 아동의 개인정보</h2><p>나</p></section>' +
            '<section><h2 id="cookies">10. 쿠키</h2><h3>거부 방법</h3><p>다</p></section>' +
            '<h2>부칙</h2>',
        }}
      />,
    );
    const toc = screen.getByRole('navigation', { name: '목차' });
    const links = within(toc).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['1. 개인정보의 처리 목적', '#purpose'],
      ['8. 만 14세 미만 아동의 개인정보', '#child-privacy'],
      ['10. 쿠키', '#cookies'],
      ['부칙', '#term-section-4'],
    ]);
    const body = document.querySelector('.site-term__body') as HTMLElement;
    for (const link of links) {
      const target = document.getElementById(link.getAttribute('href')!.slice(1));
      expect(target?.tagName, link.textContent!).toBe('H2');
      expect(body.contains(target)).toBe(true);
    }
    expect(screen.getByRole('heading', { level: 3, name: '거부 방법' })).toBeTruthy();
  });

  it('shows no table of contents for a short term', async () => {
    await renderWithRouter(
      <TermPage
        term={{
          terms_code: 'legal-notice',
          terms_name: '법적고지',
          effective_date: '2024-01-01',
          body: '<p>이 웹사이트의 콘텐츠는 저작권법의 보호를 받습니다.</p>',
        }}
      />,
    );
    expect(screen.queryByRole('navigation', { name: '목차' })).toBeNull();
  });

  it('moves the body headings under the page h1, keeping their relative levels', () => {
    expect(outlineUnderH1('<h3>제1조</h3><p>x</p><h4 class="a">1항</h4>')).toBe(
      '<h2>제1조</h2><p>x</p><h3 class="a">1항</h3>',
    );
    expect(outlineUnderH1('<h1>개요</h1><h2>제1조</h2>')).toBe('<h2>개요</h2><h3>제1조</h3>');
    expect(outlineUnderH1('<h2>제1조</h2><header>x</header>')).toBe(
      '<h2>제1조</h2><header>x</header>',
    );
  });

  it('writes the date as Koreans do', () => {
    expect(formatEffectiveDate('2026-12-31')).toBe('2026년 12월 31일');
  });
});
