// The editor JSON of FAQ answers whose gubun is not `ck` (spec/site.md §2: "otherwise it renders
// in a read-only editor"): a ProseMirror document as Tiptap's StarterKit writes it. The schema
// checks what the seed writes; the site's editor reads the same shape.
// The types are the contract's (@lawfirm/api-client); this schema is stricter than the
// contract's, naming the nodes and marks StarterKit knows.
import type { EditorDocument, EditorMark, EditorNode } from '@lawfirm/api-client/site';
import { z } from 'zod';

const BLOCK_TYPES = [
  'paragraph',
  'heading',
  'bulletList',
  'orderedList',
  'listItem',
  'blockquote',
] as const;

const markSchema = z.object({
  type: z.enum(['bold', 'italic', 'link']),
  attrs: z.record(z.string(), z.unknown()).optional(),
});

const nodeSchema: z.ZodType<EditorNode> = z.lazy(() =>
  z.union([
    z.object({
      type: z.literal('text'),
      text: z.string().min(1, 'text nodes are never empty'),
      marks: z.array(markSchema).optional(),
    }),
    z.object({ type: z.literal('hardBreak') }),
    z.object({
      type: z.enum(BLOCK_TYPES),
      attrs: z.record(z.string(), z.unknown()).optional(),
      content: z.array(nodeSchema).optional(),
    }),
  ]),
);

export const editorDocSchema: z.ZodType<EditorDocument> = z.object({
  type: z.literal('doc'),
  content: z.array(nodeSchema).min(1),
});

export const text = (value: string, marks?: EditorMark[]): EditorNode =>
  marks ? { type: 'text', text: value, marks } : { type: 'text', text: value };

export const paragraph = (...content: EditorNode[]): EditorNode => ({ type: 'paragraph', content });

export const heading = (level: 2 | 3, value: string): EditorNode => ({
  type: 'heading',
  attrs: { level },
  content: [text(value)],
});

export const bulletList = (items: string[]): EditorNode => ({
  type: 'bulletList',
  content: items.map((item) => ({ type: 'listItem', content: [paragraph(text(item))] })),
});

export const editorDoc = (...content: EditorNode[]): EditorDocument => ({
  type: 'doc',
  content,
});
