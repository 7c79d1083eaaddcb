import { describe, expect, it } from 'vitest';

import { FAQ_DETAIL_EDITOR_FIXTURE, FAQ_DETAIL_HTML_FIXTURE } from '../pages/faq/faq-fixture';
import { faqAnswerText, qaPageJsonLd } from './qa-page';

const SITE = 'https://www.lawfirm.example';

describe('qaPageJsonLd', () => {
  it('describes the entry as a Question with one accepted Answer by the firm', () => {
    const detail = FAQ_DETAIL_HTML_FIXTURE;
    const page = qaPageJsonLd(detail, SITE);
    const pageUrl = `${SITE}/faq/detail/${detail.idx}`;
    expect(page).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'QAPage',
      url: pageUrl,
    });
    const question = page.mainEntity as Record<string, unknown>;
    expect(question).toMatchObject({
      '@type': 'Question',
      name: detail.question,
      text: detail.question_contents,
      answerCount: 1,
      dateCreated: '2024-01-08T09:00:00+09:00',
    });
    const answer = question.acceptedAnswer as Record<string, unknown>;
    // The HTML answer as text: its script and handler are gone, a line per paragraph.
    expect(answer.text).toBe('재산분할은 기여도에 따라 정해집니다.\n가사노동도 기여로 인정됩니다.');
    expect(answer.url).toBe(`${pageUrl}#faq-answer-title`);
    // The firm answers; both name it by the Organization's id on the home page.
    for (const author of [question.author, answer.author]) {
      expect(author).toMatchObject({ '@id': `${SITE}/#organization`, name: '법무법인 대륜' });
    }
  });

  it('takes the text of an editor answer', () => {
    expect(faqAnswerText(FAQ_DETAIL_EDITOR_FIXTURE)).toMatch(
      /^안녕하세요\. 답변드립니다\.\n핵심 답변\n/,
    );
  });

  it('uses the question as its text when the entry has no body', () => {
    const page = qaPageJsonLd({ ...FAQ_DETAIL_HTML_FIXTURE, question_contents: '  ' }, SITE);
    expect(page.mainEntity).toMatchObject({ text: FAQ_DETAIL_HTML_FIXTURE.question });
  });
});
