// A legal Q&A entry as schema.org's QAPage (Google's Q&A markup: a Question with name, text,
// answerCount and its accepted Answer's text), on /faq/detail/{idx} (spec/site.md §2). The
// firm's lawyers answer, so the firm is the answer's author.
import type { FaqDetail } from '@lawfirm/api-client/site-core';
import { FAQ_GUBUN } from '@lawfirm/api-client';

import { canonicalUrl } from '../canonical-url';
import { FIRM_NAME } from '../constants';
import { FAQ_ANSWER_HEADING_ID, faqDetailPath } from '../pages/faq/faq-constants';
import { editorDocumentText, htmlToText } from './plain-text';
import { SCHEMA_ORG_CONTEXT, organizationId } from './schema-org';
import type { JsonLd } from './schema-org';

/** The entry's answer as plain text, whichever form it is stored in. */
export function faqAnswerText(detail: FaqDetail): string {
  return detail.gubun === FAQ_GUBUN.html
    ? htmlToText(detail.answer)
    : editorDocumentText(detail.answer);
}

export function qaPageJsonLd(detail: FaqDetail, siteUrl: string): JsonLd {
  const url = canonicalUrl(faqDetailPath(detail.idx), siteUrl);
  const firm = {
    '@type': 'Organization',
    '@id': organizationId(siteUrl),
    name: FIRM_NAME,
    url: canonicalUrl('/', siteUrl),
  };
  return {
    '@context': SCHEMA_ORG_CONTEXT,
    '@type': 'QAPage',
    url,
    mainEntity: {
      '@type': 'Question',
      name: detail.question,
      text: detail.question_contents.replace(/\s+/g, ' ').trim() || detail.question,
      answerCount: 1,
      dateCreated: detail.created_at,
      datePublished: detail.created_at,
      author: firm,
      acceptedAnswer: {
        '@type': 'Answer',
        text: faqAnswerText(detail),
        url: `${url}#${FAQ_ANSWER_HEADING_ID}`,
        author: firm,
      },
    },
  };
}
