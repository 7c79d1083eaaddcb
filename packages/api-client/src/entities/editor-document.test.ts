import { describe, expect, it } from 'vitest';

import { editorDocumentSchema } from './editor-document';

describe('editorDocumentSchema', () => {
  it('accepts a nested document', () => {
    const doc = {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: '답변 요지' }] },
        {
          type: 'bulletList',
          content: [
            {
              type: 'listItem',
              content: [
                {
                  type: 'paragraph',
                  content: [{ type: 'text', text: '재산분할은', marks: [{ type: 'bold' }] }],
                },
              ],
            },
          ],
        },
      ],
    };
    expect(editorDocumentSchema.parse(doc)).toEqual(doc);
  });

  it.each([
    ['another root', { type: 'paragraph', content: [] }],
    [
      'a node without type deep inside',
      { type: 'doc', content: [{ type: 'p', content: [{ text: 'x' }] }] },
    ],
    ['text that is not a string', { type: 'doc', content: [{ type: 'text', text: 1 }] }],
  ])('rejects %s', (_name, value) => {
    expect(editorDocumentSchema.safeParse(value).success).toBe(false);
  });
});
