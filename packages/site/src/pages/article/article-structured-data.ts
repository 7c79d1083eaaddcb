// The article pages' schema.org description (DESIGN.md §8 "JSON-LD"): an Article, and a FAQPage
// when spec/site.md §2's FAQ rule marks the page (article-faq-rule.ts). Built in the route's
// loader from the api's answer into a small summary (the head reads it from the loader data, so
// the whole article is not written into the HTML twice), then into schema.org objects with the
// site's address.
import type { ArticleData, ArticleKind } from '@lawfirm/api-client/site-core';
import { articleDetailPath } from '@lawfirm/api-client/site-core';

import { FIRM_NAME } from '../../constants';
import { SHARE_CARD_PATH, canonicalUrl } from '../../page-head';
import { excerptOf } from '../../lib/excerpt';

import { ARTICLE_DESCRIPTION_LENGTH } from './article-constants';
import { faqElementsOf, isFaqPage } from './article-faq-rule';
import type { FaqPageReading } from './article-faq-rule';

/** What an article's head needs: its title, description, dates, and its FAQ when marked. */
export interface ArticleHeadSummary {
  kind: ArticleKind;
  idx: number;
  title: string;
  description: string;
  field: string;
  datePublished: string;
  /** The last edit (the api's updated_at; its created_at where an older api gives none). */
  dateModified: string;
  /** The article's own picture (the case image, else the cover), a URL or a static path. */
  image?: string;
  /** The questions of a page §2 marks as a FAQ page; absent when it is not marked. */
  faq?: Array<{ question: string; answer: string }>;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  nbsp: ' ',
};

/** The text of a sanitized HTML body, for structured data: tags dropped, spaces collapsed. */
export function textOfHtml(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The head's summary of an article, with §2's FAQ rule applied under `reading`. */
export function articleHeadSummary(
  kind: ArticleKind,
  data: ArticleData,
  reading?: FaqPageReading,
): ArticleHeadSummary {
  const questions = faqElementsOf(data.contentsList);
  return {
    kind,
    idx: data.idx,
    title: data.title,
    description: excerptOf(data.intro, ARTICLE_DESCRIPTION_LENGTH),
    field: data.group_name,
    datePublished: data.created_at,
    dateModified: data.updated_at ?? data.created_at,
    ...(data.imgData?.img_url || data.img_url
      ? { image: data.imgData?.img_url || data.img_url || undefined }
      : {}),
    // A FAQ page with no question would be an empty claim: a marked page needs one.
    ...(isFaqPage(data.template, reading) && questions.length > 0
      ? {
          faq: questions.map((content) => ({
            question: content.title ?? '',
            answer: textOfHtml(content.body),
          })),
        }
      : {}),
  };
}

/**
 * The firm as schema.org names it, the article's author and publisher. Local to the article
 * pages for now: the site-wide Organization object is written elsewhere, and the two are to
 * become one.
 */
function firmOrganization(siteUrl: string): Record<string, unknown> {
  return { '@type': 'Organization', name: FIRM_NAME, ...(siteUrl ? { url: `${siteUrl}/` } : {}) };
}

/**
 * The article's picture as an absolute URL, as search engines need it: its own image on the
 * static host (or, served from this origin, under the site's address), else the site's share
 * card; nothing without an address to put it under.
 */
export function articleImageUrl(
  image: string | undefined,
  siteUrl: string,
  staticBaseUrl = '',
): string | undefined {
  if (image && /^https?:\/\//.test(image)) return image;
  const staticBase = /^https?:\/\//.test(staticBaseUrl) ? staticBaseUrl : siteUrl;
  if (image && staticBase) return canonicalUrl(image, staticBase.replace(/\/$/, ''));
  return siteUrl ? canonicalUrl(SHARE_CARD_PATH, siteUrl) : undefined;
}

/** The JSON-LD objects of an article page: an Article, then a FAQPage when the page is marked. */
export function articleStructuredData(
  summary: ArticleHeadSummary,
  siteUrl = '',
  staticBaseUrl = '',
): Record<string, unknown>[] {
  const base = siteUrl.replace(/\/$/, '');
  const url = canonicalUrl(articleDetailPath(summary.kind, summary.idx), base);
  const image = articleImageUrl(summary.image, base, staticBaseUrl);
  const article = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: summary.title,
    description: summary.description,
    articleSection: summary.field,
    inLanguage: 'ko-KR',
    ...(image ? { image } : {}),
    datePublished: summary.datePublished,
    dateModified: summary.dateModified,
    author: firmOrganization(base),
    publisher: firmOrganization(base),
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
  };
  if (!summary.faq) return [article];
  return [
    article,
    {
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: summary.faq.map(({ question, answer }) => ({
        '@type': 'Question',
        name: question,
        acceptedAnswer: { '@type': 'Answer', text: answer },
      })),
    },
  ];
}
