import type { FaqDetail } from '@lawfirm/api-client/site';
import { FAQ_GUBUN } from '@lawfirm/api-client';

import { EditorDocumentView } from '../../components/editor-view/editor-document-view';
import { DOCUMENT_HTML_CONFIG, SafeHtml } from '../../lib/safe-html';

/**
 * What an HTML answer may hold: the document tags of the terms page and the answer's images
 * (the upload prefix rewrite is the shared sanitizer's, spec/site.md §7).
 */
export const FAQ_ANSWER_HTML_CONFIG = {
  ALLOWED_TAGS: [...DOCUMENT_HTML_CONFIG.ALLOWED_TAGS, 'img'],
  ALLOWED_ATTR: [...DOCUMENT_HTML_CONFIG.ALLOWED_ATTR, 'src', 'alt', 'width', 'height'],
};

/**
 * spec/site.md §2 Legal Q&A detail: the answer as sanitized HTML when gubun is ck, otherwise the
 * editor document in a read-only editor view.
 */
export function FaqAnswer({ detail }: { detail: FaqDetail }) {
  return detail.gubun === FAQ_GUBUN.html ? (
    <SafeHtml
      as="div"
      className="site-faq-answer__body site-faq-answer__body--html"
      html={detail.answer}
      config={FAQ_ANSWER_HTML_CONFIG}
    />
  ) : (
    <EditorDocumentView
      className="site-faq-answer__body site-faq-answer__body--editor"
      document={detail.answer}
    />
  );
}
