// spec/site.md §2 Legal Q&A: an answer whose gubun is not `ck` "renders in a read-only editor".
// Its document is the editor's JSON (ProseMirror nodes as Tiptap's StarterKit writes them,
// api-client's EditorDocument); read-only, it needs no editor engine: each node becomes the
// element the editor would show. Built from React elements, never from HTML strings, so there
// is nothing to sanitize; links keep only web and site-relative addresses.
import type { EditorDocument, EditorMark, EditorNode } from '@lawfirm/api-client/site';
import { Fragment } from 'react';
import type { ReactNode } from 'react';

export interface EditorDocumentViewProps {
  document: EditorDocument;
  className?: string;
  /** The heading level the document's top headings take (the page's outline continues). */
  topHeadingLevel?: 2 | 3 | 4;
}

const SAFE_HREF = /^(https?:\/\/|\/(?!\/)|#)/i;

/** The link's address when it is a web or site address; undefined otherwise (javascript: etc.). */
export function safeHref(href: unknown): string | undefined {
  return typeof href === 'string' && SAFE_HREF.test(href.trim()) ? href.trim() : undefined;
}

function withMark(mark: EditorMark, child: ReactNode, key: number): ReactNode {
  switch (mark.type) {
    case 'bold':
      return <strong key={key}>{child}</strong>;
    case 'italic':
      return <em key={key}>{child}</em>;
    case 'underline':
      return <u key={key}>{child}</u>;
    case 'strike':
      return <s key={key}>{child}</s>;
    case 'code':
      return <code key={key}>{child}</code>;
    case 'link': {
      const href = safeHref(mark.attrs?.href);
      if (!href) return child;
      const external = /^https?:\/\//i.test(href);
      return (
        <a
          key={key}
          href={href}
          {...(external ? { target: '_blank', rel: 'noopener noreferrer nofollow' } : {})}
        >
          {child}
        </a>
      );
    }
    default:
      return child;
  }
}

function headingLevelOf(node: EditorNode, minLevel: number, top: number): number {
  const level = Number(node.attrs?.level);
  const own = Number.isInteger(level) && level >= 1 && level <= 6 ? level : minLevel;
  return Math.min(6, top + Math.max(0, own - minLevel));
}

function renderNodes(nodes: readonly EditorNode[] | undefined, context: Context): ReactNode[] {
  return (nodes ?? []).map((node, index) => renderNode(node, index, context));
}

interface Context {
  /** The smallest heading level in the document, shown at `top`. */
  minLevel: number;
  top: number;
}

function renderNode(node: EditorNode, key: number, context: Context): ReactNode {
  const children = () => renderNodes(node.content, context);
  switch (node.type) {
    case 'text':
      return (
        <Fragment key={key}>
          {(node.marks ?? []).reduceRight<ReactNode>(
            (child, mark, index) => withMark(mark, child, index),
            node.text ?? '',
          )}
        </Fragment>
      );
    case 'paragraph':
      return <p key={key}>{children()}</p>;
    case 'heading': {
      const Tag = `h${headingLevelOf(node, context.minLevel, context.top)}` as 'h2';
      return <Tag key={key}>{children()}</Tag>;
    }
    case 'bulletList':
      return <ul key={key}>{children()}</ul>;
    case 'orderedList': {
      const start = Number(node.attrs?.start);
      return (
        <ol key={key} start={Number.isInteger(start) && start > 1 ? start : undefined}>
          {children()}
        </ol>
      );
    }
    case 'listItem':
      return <li key={key}>{children()}</li>;
    case 'blockquote':
      return <blockquote key={key}>{children()}</blockquote>;
    case 'codeBlock':
      return (
        <pre key={key}>
          <code>{children()}</code>
        </pre>
      );
    case 'hardBreak':
      return <br key={key} />;
    case 'horizontalRule':
      return <hr key={key} />;
    default:
      // A node this view does not know still shows its text.
      return node.content ? <div key={key}>{children()}</div> : null;
  }
}

function smallestHeadingLevel(nodes: readonly EditorNode[]): number {
  let smallest = 6;
  const visit = (list: readonly EditorNode[]) => {
    for (const node of list) {
      const level = Number(node.attrs?.level);
      if (node.type === 'heading' && Number.isInteger(level) && level >= 1) {
        smallest = Math.min(smallest, level);
      }
      if (node.content) visit(node.content);
    }
  };
  visit(nodes);
  return smallest;
}

/** The document as the editor shows it, read-only. */
export function EditorDocumentView({
  document,
  className,
  topHeadingLevel = 3,
}: EditorDocumentViewProps) {
  const context = { minLevel: smallestHeadingLevel(document.content), top: topHeadingLevel };
  return (
    <div className={['site-editor-view', className].filter(Boolean).join(' ')}>
      {renderNodes(document.content, context)}
    </div>
  );
}
