// A read-only editor document (ProseMirror/Tiptap JSON), the form of FAQ answers whose gubun is
// not `ck` (spec/site.md §2 Legal Q&A: "otherwise it renders in a read-only editor").
import { z } from 'zod';

export interface EditorMark {
  type: string;
  attrs?: Record<string, unknown>;
}

export interface EditorNode {
  type: string;
  attrs?: Record<string, unknown>;
  content?: EditorNode[];
  text?: string;
  marks?: EditorMark[];
}

const attrsSchema = z.record(z.string(), z.unknown()).optional();

// Named (ids in components/schemas of the OpenAPI document): the node schema is recursive.
export const editorMarkSchema = z
  .object({ type: z.string(), attrs: attrsSchema })
  .meta({ id: 'EditorMark' });

export const editorNodeSchema: z.ZodType<EditorNode> = z
  .lazy(() =>
    z.object({
      type: z.string(),
      attrs: attrsSchema,
      content: z.array(editorNodeSchema).optional(),
      text: z.string().optional(),
      marks: z.array(editorMarkSchema).optional(),
    }),
  )
  .meta({ id: 'EditorNode' });

export const editorDocumentSchema = z
  .object({
    type: z.literal('doc'),
    content: z.array(editorNodeSchema),
  })
  .meta({ id: 'EditorDocument' });

export type EditorDocument = z.infer<typeof editorDocumentSchema>;
