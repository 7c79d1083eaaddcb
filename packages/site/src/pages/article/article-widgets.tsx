import type { InitialCounts } from '@lawfirm/api-client/site-core';

import { ActionLink } from '../../components/action-link';
import { formatCount } from '../../lib/format-count';
import { telHref } from '../../lib/tel-href';
import { useSiteSettings } from '../../settings/site-settings';

import { ARTICLE_COPY } from './article-constants';

/** spec/site.md §2: the consultation widget under the article on narrow screens. */
export function ConsultWidget() {
  return (
    <section className="site-article-widget" aria-labelledby="article-consult-widget">
      <h2 id="article-consult-widget" className="site-article-widget__title">
        {ARTICLE_COPY.consultWidgetTitle}
      </h2>
      <p className="site-article-widget__text">{ARTICLE_COPY.consultWidgetText}</p>
      <ActionLink to="/choice">{ARTICLE_COPY.consultWidgetAction}</ActionLink>
    </section>
  );
}

/** spec/site.md §2: the phone widget under the article on narrow screens (§9 main phone). */
export function PhoneWidget() {
  const { phone } = useSiteSettings();
  return (
    <section
      className="site-article-widget site-article-widget--phone"
      aria-labelledby="article-phone-widget"
    >
      <h2 id="article-phone-widget" className="site-article-widget__title">
        {ARTICLE_COPY.phoneWidgetTitle}
      </h2>
      <p className="site-article-widget__text">{ARTICLE_COPY.phoneWidgetText}</p>
      <a className="site-article-widget__phone" href={telHref(phone)}>
        {phone}
      </a>
    </section>
  );
}

/**
 * spec/site.md §2 "A statistics block": the firm's figures from the article's initialData
 * (§3: it includes office_cnt), as plain text: the page is read, and printed, as it is.
 */
export function ArticleStatistics({ counts }: { counts: InitialCounts }) {
  const figures = [
    { label: '전문 인력', value: counts.pro_count, unit: '명' },
    { label: '종결 사건 경험', value: counts.experience_cnt, unit: '건+' },
    { label: '전국 사무소', value: counts.office_cnt, unit: '곳' },
    { label: '국내외 거점', value: counts.total_world_office_cnt, unit: '곳' },
  ];
  return (
    <section className="site-article-stats" aria-labelledby="article-stats-title">
      <h2 id="article-stats-title" className="site-article-stats__title">
        {ARTICLE_COPY.statisticsTitle}
      </h2>
      <dl className="site-article-stats__list">
        {figures.map((figure) => (
          <div key={figure.label} className="site-article-stats__figure">
            <dt>{figure.label}</dt>
            <dd>
              <strong>{formatCount(figure.value)}</strong>
              {figure.unit}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** spec/site.md §2 "a contact block with a phone number". */
export function ArticleContact() {
  const { phone } = useSiteSettings();
  return (
    <section className="site-article-contact" aria-labelledby="article-contact-title">
      <div>
        <h2 id="article-contact-title" className="site-article-contact__title">
          {ARTICLE_COPY.contactTitle}
        </h2>
        <p className="site-article-contact__text">{ARTICLE_COPY.contactText}</p>
      </div>
      <div className="site-article-contact__actions">
        <a className="site-article-contact__phone" href={telHref(phone)}>
          <span className="site-article-contact__phone-label">{ARTICLE_COPY.contactPhone}</span>
          {phone}
        </a>
        <ActionLink to="/choice" variant="secondary">
          {ARTICLE_COPY.consultWidgetAction}
        </ActionLink>
      </div>
    </section>
  );
}
