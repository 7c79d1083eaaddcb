import type { EditorDocument } from '@lawfirm/api-client/site';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { EditorDocumentView, safeHref } from './editor-document-view';

const doc = (...content: EditorDocument['content']): EditorDocument => ({ type: 'doc', content });
const text = (value: string, marks?: Array<{ type: string; attrs?: Record<string, unknown> }>) => ({
  type: 'text',
  text: value,
  ...(marks ? { marks } : {}),
});

describe('safeHref', () => {
  it.each([
    ['https://example.com/a', 'https://example.com/a'],
    ['/choice', '/choice'],
    ['#top', '#top'],
    ['//evil.example', undefined],
    ['javascript:alert(1)', undefined],
    [' JavaScript:alert(1)', undefined],
    ['data:text/html,x', undefined],
    [42, undefined],
  ])('%j is %j', (href, expected) => {
    expect(safeHref(href)).toBe(expected);
  });
});

// spec/site.md §2 Legal Q&A: an answer that is not gubun ck, read-only.
describe('EditorDocumentView', () => {
  it('shows each node as the element the editor shows', () => {
    const { container } = render(
      <EditorDocumentView
        document={doc(
          { type: 'heading', attrs: { level: 2 }, content: [text('제목')] },
          { type: 'heading', attrs: { level: 3 }, content: [text('소제목')] },
          {
            type: 'paragraph',
            content: [
              text('굵게', [{ type: 'bold' }, { type: 'italic' }]),
              { type: 'hardBreak' },
              text('보통'),
            ],
          },
          {
            type: 'orderedList',
            attrs: { start: 3 },
            content: [
              { type: 'listItem', content: [{ type: 'paragraph', content: [text('셋')] }] },
            ],
          },
          { type: 'blockquote', content: [{ type: 'paragraph', content: [text('인용')] }] },
          { type: 'horizontalRule' },
          { type: 'unknownBlock', content: [text('알 수 없는 블록')] },
        )}
      />,
    );
    // The document's top level continues at h3, its next at h4.
    expect(screen.getByRole('heading', { level: 3, name: '제목' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 4, name: '소제목' })).toBeTruthy();
    expect(container.querySelector('strong > em')?.textContent).toBe('굵게');
    expect(container.querySelector('p br')).toBeTruthy();
    expect(container.querySelector('ol')?.getAttribute('start')).toBe('3');
    expect(container.querySelector('blockquote')?.textContent).toBe('인용');
    expect(container.querySelector('hr')).toBeTruthy();
    expect(screen.getByText('알 수 없는 블록')).toBeTruthy();
  });

  it('opens web links in a new tab without passing the page on', () => {
    render(
      <EditorDocumentView
        document={doc({
          type: 'paragraph',
          content: [text('판례', [{ type: 'link', attrs: { href: 'https://example.com/case' } }])],
        })}
      />,
    );
    const link = screen.getByRole('link', { name: '판례' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
  });

  it('never renders markup held in text', () => {
    const { container } = render(
      <EditorDocumentView
        document={doc({ type: 'paragraph', content: [text('<img src=x onerror=alert(1)>')] })}
      />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('<img src=x onerror=alert(1)>');
  });
});
