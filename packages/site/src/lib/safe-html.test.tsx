import { render } from '@testing-library/react';
import { JSDOM } from 'jsdom';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { SafeHtml, sanitizeHtml, provideServerDom } from './safe-html';

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
