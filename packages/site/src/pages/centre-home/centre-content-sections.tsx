// The content sections of a centre's home: the firm's strengths, the Q&A and the articles of
// the centre's categories. Each is left out by the page when it has nothing to show.
import type { ArticleKind, FaqItem, StrengthList } from '@lawfirm/api-client/site-core';
import { articleListPath, faqListPath, strengthPath } from '@lawfirm/api-client/site-core';
import type { ArticleSummary } from '@lawfirm/api-client/site-core';

import { ArticleCard } from '../article/article-card';
import { ARTICLE_KIND_COPY } from '../article/article-constants';
import { FaqListItems } from '../faq/faq-list-items';
import { StrengthLineText } from '../strength/strength-parts';
import type { StrengthTextContext } from '../strength/strength-parts';

import { CENTRE_HOME_COPY, CENTRE_HOME_LIMITS } from './centre-home-constants';
import type { CentreCategory } from './centre-plan';
import { CentreSection } from './centre-section';
import { SitePageLink } from '../../components/site-page-link';

/** The firm's first strengths, each a link to its page, and the way to all of them. */
export function CentreStrengths({ data }: { data: StrengthList }) {
  const context: StrengthTextContext = { counts: data.initialData, consultDate: data.consult_date };
  return (
    <CentreSection
      id="centre-strengths"
      eyebrow="OUR STRENGTH"
      title={CENTRE_HOME_COPY.strengthsTitle}
      lead={CENTRE_HOME_COPY.strengthsLead}
      more={
        <SitePageLink path="/strength" className="centre-section__more-link">
          {CENTRE_HOME_COPY.strengthsAll}
        </SitePageLink>
      }
    >
      <ol className="site-card-grid centre-strengths">
        {data.list.slice(0, CENTRE_HOME_LIMITS.strengths).map((item, index) => (
          <li key={item.url}>
            <SitePageLink path={strengthPath(item.url)} className="site-link-card centre-strength">
              <span className="centre-strength__number" aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <strong className="centre-strength__title">
                <StrengthLineText line={item.title} context={context} />
              </strong>
              <span className="centre-strength__sub" lang="en">
                {item.subTitle}
              </span>
            </SitePageLink>
          </li>
        ))}
      </ol>
    </CentreSection>
  );
}

/** The newest questions of the centre's categories, each to its answer, and each category's list. */
export function CentreFaq({
  entries,
  categories,
}: {
  entries: readonly FaqItem[];
  categories: readonly CentreCategory[];
}) {
  return (
    <CentreSection
      id="centre-faq"
      eyebrow="LEGAL Q&A"
      title={CENTRE_HOME_COPY.faqTitle}
      lead={CENTRE_HOME_COPY.faqLead}
      more={categories.map((category) => (
        <SitePageLink
          key={category.code}
          path={faqListPath(category.faqSlug)}
          className="centre-section__more-link"
        >
          {CENTRE_HOME_COPY.faqMore(category.name)}
        </SitePageLink>
      ))}
    >
      <FaqListItems items={entries} />
    </CentreSection>
  );
}

/** Success cases or info articles under the centre's fields, and each category's list. */
export function CentreArticles({
  kind,
  items,
  categories,
}: {
  kind: ArticleKind;
  items: readonly ArticleSummary[];
  categories: readonly CentreCategory[];
}) {
  const copy = ARTICLE_KIND_COPY[kind];
  return (
    <CentreSection
      id={`centre-${kind}`}
      eyebrow={copy.eyebrow}
      title={copy.title}
      lead={copy.subtitle}
      more={categories.map((category) => (
        <SitePageLink
          key={category.code}
          path={articleListPath(kind)}
          search={{ group_code: category.code }}
          className="centre-section__more-link"
        >
          {CENTRE_HOME_COPY.articlesMore(copy.title, category.name)}
        </SitePageLink>
      ))}
    >
      <ul className="site-article-cards centre-articles" aria-label={copy.listLabel}>
        {items.map((item) => (
          <ArticleCard key={item.idx} kind={kind} item={item} />
        ))}
      </ul>
    </CentreSection>
  );
}
