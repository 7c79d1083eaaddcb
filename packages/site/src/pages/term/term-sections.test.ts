import { describe, expect, it } from 'vitest';

import { withSectionAnchors } from './term-sections';

describe('withSectionAnchors', () => {
  it('keeps the body’s ids and lists every h2 in order, as plain text', () => {
    const { html, sections } = withSectionAnchors(
      '<h2 id="purpose">1. 처리 목적</h2><p>x</p><h3>세부</h3>' +
        '<h2 class="a" id=\'items\'>2. <strong>항목</strong> &amp; 기간</h2>',
    );
    expect(sections).toEqual([
      { id: 'purpose', title: '1. 처리 목적' },
      { id: 'items', title: '2. 항목 & 기간' },
    ]);
    expect(html).toContain('<h2 id="purpose">1. 처리 목적</h2>');
    expect(html).toContain('<h3>세부</h3>');
  });

  it('gives a heading without an id a numbered one', () => {
    const { html, sections } = withSectionAnchors('<h2>제1조 (목적)</h2><h2 class="b">제2조</h2>');
    expect(sections.map((section) => section.id)).toEqual(['term-section-1', 'term-section-2']);
    expect(html).toBe(
      '<h2 id="term-section-1">제1조 (목적)</h2><h2 id="term-section-2" class="b">제2조</h2>',
    );
  });

  it('finds nothing in a body without sections', () => {
    expect(withSectionAnchors('<p>한 문단</p>')).toEqual({ html: '<p>한 문단</p>', sections: [] });
  });
});
