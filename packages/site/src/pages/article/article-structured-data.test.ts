import { describe, expect, it } from 'vitest';

import { FIRM_NAME } from '../../constants';

import { INFO_DETAIL_FIXTURE, SUCCESS_DETAIL_FIXTURE } from './article-fixture';
import {
  articleHeadSummary,
  articleImageUrl,
  articleStructuredData,
  textOfHtml,
} from './article-structured-data';

const SITE = 'https://lawfirm.example';
const noActiveFaq = {
  ...INFO_DETAIL_FIXTURE,
  template: INFO_DETAIL_FIXTURE.template.map((row) => ({ ...row, active_faq: false })),
};

describe('article structured data', () => {
  it('describes the article as an Article by the firm, at its canonical URL', () => {
    const [article] = articleStructuredData(articleHeadSummary('info', INFO_DETAIL_FIXTURE), SITE);
    expect(article).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: INFO_DETAIL_FIXTURE.title,
      description: INFO_DETAIL_FIXTURE.intro,
      articleSection: '이혼',
      inLanguage: 'ko-KR',
      // No picture of its own: the site's share card.
      image: `${SITE}/share-card.jpg`,
      datePublished: '2024-03-14T00:00:00.000Z',
      dateModified: '2024-04-28T00:00:00.000Z',
      author: { '@type': 'Organization', name: FIRM_NAME, url: `${SITE}/` },
      publisher: { '@type': 'Organization', name: FIRM_NAME, url: `${SITE}/` },
      mainEntityOfPage: { '@type': 'WebPage', '@id': `${SITE}/info/7` },
    });
  });

  it("shows the article's own picture, on the static host or under the site's address", () => {
    const summary = articleHeadSummary('success', SUCCESS_DETAIL_FIXTURE);
    const [onSite] = articleStructuredData(summary, SITE);
    expect(onSite).toMatchObject({
      image: `${SITE}/static/articles/success-024.svg`,
      // An api without updated_at: the writing date stands for the last edit.
      dateModified: SUCCESS_DETAIL_FIXTURE.created_at,
    });
    const [onStaticHost] = articleStructuredData(summary, SITE, 'https://static.example/');
    expect(onStaticHost!.image).toBe('https://static.example/static/articles/success-024.svg');
    expect(articleImageUrl('https://cdn.example/a.png', SITE)).toBe('https://cdn.example/a.png');
    // Without an address a relative path would be no URL at all: no image.
    expect(articleStructuredData(summary)[0]!.image).toBeUndefined();
  });

  it('adds a FAQPage of the FAQ elements when a template row has active_faq (the chosen reading)', () => {
    const objects = articleStructuredData(articleHeadSummary('success', SUCCESS_DETAIL_FIXTURE));
    expect(objects.map((object) => object['@type'])).toEqual(['Article', 'FAQPage']);
    expect(objects[0]!.mainEntityOfPage).toEqual({ '@type': 'WebPage', '@id': '/success/24' });
    expect(objects[1]!.mainEntity).toEqual([
      {
        '@type': 'Question',
        name: '전업주부도 재산분할을 받을 수 있나요?',
        acceptedAnswer: {
          '@type': 'Answer',
          text: '네, 가사노동도 재산 형성에 대한 기여로 인정됩니다.',
        },
      },
      {
        '@type': 'Question',
        name: '퇴직금도 나누나요?',
        acceptedAnswer: {
          '@type': 'Answer',
          text: '혼인 기간에 해당하는 부분은 분할 대상이 될 수 있습니다.',
        },
      },
    ]);
  });

  it('follows the reading it is given: none-active marks the page without active_faq', () => {
    expect(articleHeadSummary('info', noActiveFaq).faq).toBeUndefined();
    expect(articleHeadSummary('info', noActiveFaq, 'none-active').faq).toHaveLength(2);
    expect(articleHeadSummary('info', INFO_DETAIL_FIXTURE, 'none-active').faq).toBeUndefined();
  });

  it('marks no FAQ page without a question to list', () => {
    const noQuestions = {
      ...INFO_DETAIL_FIXTURE,
      contentsList: INFO_DETAIL_FIXTURE.contentsList.filter((content) => content.kind !== 'faq'),
    };
    expect(articleHeadSummary('info', noQuestions).faq).toBeUndefined();
  });

  it('reads answers as text', () => {
    expect(textOfHtml('<p>A &amp; B</p><ul><li>하나</li><li>둘</li></ul>')).toBe('A & B 하나 둘');
  });
});
