import type { ArticleSummary, Lawyer } from '@lawfirm/api-client/site-core';
import { articleDetailPath } from '@lawfirm/api-client/site-core';
import { usePublishedHeight } from '@lawfirm/ui';
import { Link } from '@tanstack/react-router';
import { useRef } from 'react';

import { LawyerList } from '../../components/lawyer-list';

import { ARTICLE_COPY } from './article-constants';
import type { TocEntry } from './article-outline';
import { ArticleToc } from './article-toc';
import { ConsultWidget, PhoneWidget } from './article-widgets';
import type { FieldLink } from './other-fields';

export interface ArticleSidebarProps {
  toc: readonly TocEntry[];
  successCases: readonly ArticleSummary[];
  fields: readonly FieldLink[];
  lawyers: readonly Lawyer[];
}

function PrintControl() {
  return (
    <div className="site-side-block site-article-print">
      <button
        type="button"
        className="lf-button site-article-print__button"
        data-variant="secondary"
        onClick={() => window.print()}
      >
        <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
          <path
            d="M5 7V2.5h10V7M5 14H3a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1h14a1 1 0 0 1 1 1v5a1 1 0 0 1-1 1h-2M5 11.5h10v6H5z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinejoin="round"
          />
        </svg>
        {ARTICLE_COPY.printLabel}
      </button>
      <p className="site-article-print__hint">{ARTICLE_COPY.printHint}</p>
    </div>
  );
}

function SideBlock({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="site-side-block" aria-label={title}>
      <h2 className="site-side-title">{title}</h2>
      {children}
    </section>
  );
}

/**
 * spec/site.md §2: the article's sidebar. From 1280 px (§9 wide layout) it is sticky beside the
 * article: the print/save control, the contents list, success cases, other fields and up to 6
 * lawyers (§5). Narrower, it follows the article: contents list, consultation widget and phone
 * widget first, then the rest.
 */
export function ArticleSidebar({ toc, successCases, fields, lawyers }: ArticleSidebarProps) {
  const sideRef = useRef<HTMLElement>(null);
  // Taller than the window, the sticky column sticks by its bottom (article-side.css).
  usePublishedHeight(sideRef, '--site-article-side-height');
  return (
    <aside ref={sideRef} className="site-article-side" aria-label="글 도구와 관련 정보">
      <PrintControl />
      <ArticleToc entries={toc} />
      <div className="site-article-side__narrow-only">
        <ConsultWidget />
        <PhoneWidget />
      </div>
      {successCases.length > 0 ? (
        <SideBlock title={ARTICLE_COPY.successCases}>
          <ul className="site-side-links">
            {successCases.map((item) => (
              <li key={item.idx}>
                <Link to={articleDetailPath('success', item.idx)}>{item.title}</Link>
              </li>
            ))}
          </ul>
        </SideBlock>
      ) : null}
      {fields.length > 0 ? (
        <SideBlock title={ARTICLE_COPY.otherFields}>
          <ul className="site-article-side__fields">
            {fields.map((field) => (
              <li key={field.idx}>
                <Link to={field.to} search={field.search} className="site-article-side__field">
                  {field.title}
                </Link>
              </li>
            ))}
          </ul>
        </SideBlock>
      ) : null}
      {lawyers.length > 0 ? (
        <SideBlock title={ARTICLE_COPY.lawyers}>
          <LawyerList lawyers={lawyers} />
        </SideBlock>
      ) : null}
    </aside>
  );
}
