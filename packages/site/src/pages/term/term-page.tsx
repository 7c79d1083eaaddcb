import type { TermDetail } from '@lawfirm/api-client/site-core';

import { Breadcrumb } from '../../components/breadcrumb';
import { termBreadcrumbs } from '../../route-breadcrumbs';
import { DOCUMENT_HTML_CONFIG, SafeHtml } from '../../lib/safe-html';
import { useHydrationMarker } from '../../lib/use-hydration-marker';

import { withSectionAnchors } from './term-sections';

export interface TermPageProps {
  term: TermDetail;
}

/** `2025-07-01` as Koreans write a date: `2025년 7월 1일`. */
export function formatEffectiveDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${year}년 ${month}월 ${day}일`;
}

const headingTag = /<(\/?)h([1-6])(?=[\s>])/gi;

/**
 * The body's headings moved so that its top level is h2, under the page's h1: a body that
 * starts at h3 (or has an h1) would break the page's outline for screen-reader users.
 */
export function outlineUnderH1(html: string): string {
  const levels = [...html.matchAll(headingTag)].map((match) => Number(match[2]));
  if (levels.length === 0) return html;
  const shift = Math.min(...levels) - 2;
  if (shift === 0) return html;
  return html.replace(
    headingTag,
    (_tag, slash: string, level: string) => `<${slash}h${Math.min(6, Number(level) - shift)}`,
  );
}

/** A term's HTML as the document allow-list keeps it, plus the ids its sections' anchors need. */
const TERM_HTML_CONFIG = {
  ...DOCUMENT_HTML_CONFIG,
  ALLOWED_ATTR: [...DOCUMENT_HTML_CONFIG.ALLOWED_ATTR, 'id'],
};

/** Fewer sections than this read at a glance, without a table of contents. */
const MIN_TOC_SECTIONS = 3;

/**
 * spec/site.md §2 /common/term/{terms_code}: one term or policy, linked from the footer. The
 * body is the api's HTML, sanitized again here with DOMPurify (DESIGN.md §7) before rendering;
 * a long one (the privacy policy, the terms of use) opens with a table of contents.
 */
export function TermPage({ term }: TermPageProps) {
  useHydrationMarker();
  const { html, sections } = withSectionAnchors(outlineUnderH1(term.body));
  return (
    <article className="site-container site-page site-term">
      <Breadcrumb items={termBreadcrumbs(term.terms_name)} />
      <h1 className="site-page__title">{term.terms_name}</h1>
      <p className="site-term__date">
        시행일:{' '}
        <time dateTime={term.effective_date}>{formatEffectiveDate(term.effective_date)}</time>
      </p>
      {sections.length >= MIN_TOC_SECTIONS && (
        <nav className="site-term__toc" aria-labelledby="term-toc-title">
          <p className="site-term__toc-title" id="term-toc-title">
            목차
          </p>
          <ol className="site-term__toc-list">
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      <SafeHtml as="div" className="site-term__body" html={html} config={TERM_HTML_CONFIG} />
    </article>
  );
}
