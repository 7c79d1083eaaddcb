import { articleListPath } from '@lawfirm/api-client/site-core';

import { Breadcrumb } from '../../components/breadcrumb';
import { useHydrationMarker } from '../../lib/use-hydration-marker';

import { ArticleBody } from './article-body';
import { ArticleBottomNav } from './article-bottom-nav';
import { ArticleCaseImage } from './article-case-image';
import { ARTICLE_COPY, ARTICLE_KIND_COPY } from './article-constants';
import { articleDateTime, formatArticleDate } from './article-date';
import { articleNeighbours } from './article-neighbours';
import type { ArticleOfKind } from './article-neighbours';
import { articleOutline, tableOfContents } from './article-outline';
import { ArticleSidebar } from './article-sidebar';
import { ArticleContact, ArticleStatistics } from './article-widgets';
import { otherFields } from './other-fields';
import { sidebarLawyers } from './sidebar-lawyers';

export type ArticleDetailPageProps = ArticleOfKind;

/**
 * spec/site.md §2 Legal-topic article pages, /info/{idx} and /success/{idx}: a printable header
 * (field, H1, intro, date), the success variant's case image, the H2 sections with their H3
 * sub-sections and links, the statistics and contact blocks, the bottom navigation, and the
 * sidebar (sticky from 1280 px, below the article narrower). Printed, the article stands alone.
 */
export function ArticleDetailPage(props: ArticleDetailPageProps) {
  useHydrationMarker();
  const { kind, detail } = props;
  const copy = ARTICLE_KIND_COPY[kind];
  const sections = articleOutline(detail);
  const image = kind === 'success' ? detail.imgData : null;

  return (
    <div className="site-article-detail" data-kind={kind}>
      <div className="site-container">
        <Breadcrumb
          items={[{ label: copy.title, to: articleListPath(kind) }, { label: detail.title }]}
        />
      </div>
      <div className="site-container site-article-detail__layout">
        <article className="site-article-detail__main" aria-labelledby="article-title">
          <header className="site-article-header" data-with-image={image ? '' : undefined}>
            <div className="site-article-header__text">
              <p className="site-article-header__print-brand">{copy.title} · 법무법인 대륜</p>
              <p className="site-eyebrow site-article-header__field">{detail.group_name}</p>
              <h1 id="article-title" className="site-article-header__title">
                {detail.title}
              </h1>
              <p className="site-article-header__intro">{detail.intro}</p>
              <p className="site-article-header__meta">
                {ARTICLE_COPY.published}{' '}
                <time dateTime={articleDateTime(detail.created_at)}>
                  {formatArticleDate(detail.created_at)}
                </time>
              </p>
            </div>
            {image ? <ArticleCaseImage image={image} field={detail.group_name} /> : null}
          </header>
          <ArticleBody sections={sections} maxFaqCount={detail.faqElementMaxCountInContents} />
          <ArticleStatistics counts={detail.initialData} />
          <ArticleContact />
          <ArticleBottomNav kind={kind} neighbours={articleNeighbours(props)} />
        </article>
        <ArticleSidebar
          toc={tableOfContents(detail)}
          successCases={detail.successData}
          fields={otherFields(detail.fieldData, detail.group_code)}
          lawyers={sidebarLawyers(detail.lawyerData, detail.groupTopTenLawyerList)}
        />
      </div>
    </div>
  );
}
