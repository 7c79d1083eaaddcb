import type { ArticleContent } from '@lawfirm/api-client/site-core';

import { DOCUMENT_HTML_CONFIG, SafeHtml } from '../../lib/safe-html';

import { ARTICLE_COPY } from './article-constants';
import { isPlainFaqContainer } from './article-faq-rule';
import type { OutlineRow, OutlineSection } from './article-outline';
import { ArticleRowLinks } from './article-row-links';

function FaqElements({
  items,
  maxFaqCount,
}: {
  items: readonly ArticleContent[];
  maxFaqCount: number;
}) {
  if (items.length === 0) return null;
  const list = (
    <dl className="site-article-faq__list">
      {items.map((item) => (
        <div key={item.idx} className="site-article-faq__item">
          <dt className="site-article-faq__question">
            <span className="site-article-faq__badge" aria-hidden="true">
              Q
            </span>
            {item.title}
          </dt>
          <dd className="site-article-faq__answer">
            <SafeHtml as="div" html={item.body} config={DOCUMENT_HTML_CONFIG} />
          </dd>
        </div>
      ))}
    </dl>
  );
  // spec/site.md §2: from 2 FAQ elements in a section, the FAQ wrapper is a plain container.
  return isPlainFaqContainer(maxFaqCount) ? (
    <div className="site-article-faq">{list}</div>
  ) : (
    <div className="site-article-faq site-article-faq--boxed">
      <p className="site-article-faq__label">{ARTICLE_COPY.faqHeading}</p>
      {list}
    </div>
  );
}

function RowContents({ row, maxFaqCount }: { row: OutlineRow; maxFaqCount: number }) {
  const texts = row.contents.filter((content) => content.kind === 'text');
  const faqs = row.contents.filter((content) => content.kind === 'faq');
  return (
    <>
      {row.row.description ? (
        <p className="site-article-section__lead">{row.row.description}</p>
      ) : null}
      {texts.map((content) => (
        <SafeHtml
          key={content.idx}
          as="div"
          className="site-article-prose"
          html={content.body}
          config={DOCUMENT_HTML_CONFIG}
        />
      ))}
      <FaqElements items={faqs} maxFaqCount={maxFaqCount} />
      <ArticleRowLinks links={row.links} />
    </>
  );
}

/**
 * spec/site.md §2: the H2 sections with their H3 sub-sections. Each heading carries the id the
 * table of contents points at, and takes focus when a contents link moves there.
 */
export function ArticleBody({
  sections,
  maxFaqCount,
}: {
  sections: readonly OutlineSection[];
  maxFaqCount: number;
}) {
  return (
    <div className="site-article-body">
      {sections.map((section) => (
        <section key={section.id} className="site-article-section" aria-labelledby={section.id}>
          <h2 id={section.id} className="site-article-section__title" tabIndex={-1}>
            {section.row.tag_title}
          </h2>
          <RowContents row={section} maxFaqCount={maxFaqCount} />
          {section.children.map((child) => (
            <div key={child.id} className="site-article-sub">
              <h3 id={child.id} className="site-article-sub__title" tabIndex={-1}>
                {child.row.tag_title}
              </h3>
              <RowContents row={child} maxFaqCount={maxFaqCount} />
            </div>
          ))}
        </section>
      ))}
    </div>
  );
}
