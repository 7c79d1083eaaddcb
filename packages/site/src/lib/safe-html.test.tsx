import { render } from '@testing-library/react';
import { JSDOM } from 'jsdom';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import {
  DOCUMENT_HTML_CONFIG,
  SafeHtml,
  provideServerDom,
  rewriteUploadUrl,
  sanitizeHtml,
} from './safe-html';

describe('sanitizeHtml', () => {
  it.each([
    ['<strong>핵심</strong> 구성원', '<strong>핵심</strong> 구성원'],
    ['굵게<br>줄바꿈', '굵게<br>줄바꿈'],
    ['<img src=x onerror="alert(1)">사진', '사진'],
    ['<a href="javascript:alert(1)">링크</a>', '링크'],
    ['<span class="accent" onclick="x()">강조</span>', '<span class="accent">강조</span>'],
    ['<script>alert(1)</script>본문', '본문'],
  ])('%s -> %s', (input, output) => {
    expect(sanitizeHtml(input)).toEqual({ html: output });
  });
});

describe('sanitizeHtml of a document body (spec/site.md §7: sanitized, uploads at /SE2/upload)', () => {
  const document = (html: string) => sanitizeHtml(html, DOCUMENT_HTML_CONFIG);

  it.each([
    ['a script', '<p>본문</p><script>alert(1)</script>', '<p>본문</p>'],
    ['an event handler', '<p onclick="alert(1)">본문</p>', '<p>본문</p>'],
    [
      'an image error handler',
      '<img src="/upload/a.png" onerror="alert(1)">',
      '<img src="/SE2/upload/a.png">',
    ],
    ['a javascript: link', '<a href="javascript:alert(1)">링크</a>', '<a>링크</a>'],
    [
      'a javascript: link in capitals and spaces',
      '<a href=" JaVaScRiPt:alert(1)">링크</a>',
      '<a>링크</a>',
    ],
    ['a javascript: image', '<img src="javascript:alert(1)" alt="x">', '<img alt="x">'],
    ['a frame', '<iframe src="/upload/a.html"></iframe><p>본문</p>', '<p>본문</p>'],
    ['a style tag', '<style>p{}</style><p>본문</p>', '<p>본문</p>'],
  ])('removes %s', (_name, input, output) => {
    expect(document(input)).toEqual({ html: output });
  });

  it.each([
    [
      '../upload/',
      '<img src="../upload/terms/seal.png" alt="직인">',
      '<img src="/SE2/upload/terms/seal.png" alt="직인">',
    ],
    ['../../upload/', '<img src="../../upload/a.png">', '<img src="/SE2/upload/a.png">'],
    ['./upload/', '<img src="./upload/a.png">', '<img src="/SE2/upload/a.png">'],
    ['upload/', '<img src="upload/a.png">', '<img src="/SE2/upload/a.png">'],
    [
      '/upload/ (as the api seed writes it)',
      '<img src="/upload/faq/guide.svg">',
      '<img src="/SE2/upload/faq/guide.svg">',
    ],
    [
      'a link',
      '<a href="../upload/docs/policy.pdf">전문</a>',
      '<a href="/SE2/upload/docs/policy.pdf">전문</a>',
    ],
  ])('rewrites the upload prefix %s', (_name, input, output) => {
    expect(document(input)).toEqual({ html: output });
  });

  it.each([
    '<a href="https://www.example.com/upload/a.png">외부</a>',
    '<a href="/static/upload/faq/a.svg">정적</a>',
    '<a href="/SE2/upload/a.png">이미</a>',
    '<a href="/common/term/privacy-policy">약관</a>',
    '<a href="#section-2">제2조</a>',
    '<a href="mailto:privacy@lawfirm.example">메일</a>',
    '<img src="https://cdn.example.com/uploads/a.png">',
    '<img src="/uploads/a.png">',
    '<img src="data:image/png;base64,iVBORw0KGgo=">',
  ])('leaves another URL untouched: %s', (html) => {
    expect(document(html)).toEqual({ html });
  });

  it('rewrites in inline HTML too, where the URL attribute survives', () => {
    expect(sanitizeHtml('<img src="../upload/a.png">굵게')).toEqual({ html: '굵게' });
    expect(rewriteUploadUrl('upload/x/y.png')).toBe('/SE2/upload/x/y.png');
    expect(rewriteUploadUrl('//upload/x.png')).toBe('//upload/x.png');
    expect(rewriteUploadUrl('/uploads/x.png')).toBe('/uploads/x.png');
  });
});

describe('SafeHtml', () => {
  it('renders the sanitized markup in the element asked', () => {
    const { container } = render(
      <SafeHtml as="h3" html={'<strong>A</strong><img src=x onerror="alert(1)">'} />,
    );
    expect(container.innerHTML).toBe('<h3><strong>A</strong></h3>');
  });

  it('renders the same markup on a server given a jsdom window', () => {
    provideServerDom(new JSDOM('').window);
    const html = renderToString(<SafeHtml html={'<em>a</em><iframe src="x"></iframe>'} />);
    expect(html).toBe('<span><em>a</em></span>');
  });
});
