import { describe, expect, it } from 'vitest';

import { bulletList, editorDoc, editorDocSchema, heading, paragraph, text } from './editor-doc';

describe('editorDocSchema', () => {
  it('accepts the documents the helpers build', () => {
    const doc = editorDoc(
      paragraph(text('안내', [{ type: 'bold' }])),
      heading(3, '요점'),
      bulletList(['하나', '둘']),
    );
    expect(editorDocSchema.parse(doc)).toEqual(doc);
  });

  it.each([
    ['not a doc', { type: 'paragraph', content: [] }],
    ['an empty doc', { type: 'doc', content: [] }],
    [
      'an empty text node',
      { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: '' }] }] },
    ],
    ['an unknown node', { type: 'doc', content: [{ type: 'script', content: [] }] }],
    [
      'an unknown mark',
      {
        type: 'doc',
        content: [
          {
            type: 'paragraph',
            content: [{ type: 'text', text: 'a', marks: [{ type: 'onclick' }] }],
          },
        ],
      },
    ],
  ])('rejects %s', (_name, value) => {
    expect(editorDocSchema.safeParse(value).success).toBe(false);
  });
});
