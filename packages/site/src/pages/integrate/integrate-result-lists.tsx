// The result lists of the integrated search (spec/site.md §2 /integrate), one per kind the api
// returns: lawyers, success cases and info articles. Q&A entries reuse the Q&A list's items.
import type { ArticleKind, ArticleSummary, FaqGroup, Lawyer } from '@lawfirm/api-client/site-core';
import { articleDetailPath } from '@lawfirm/api-client/site-core';
import { Link } from '@tanstack/react-router';

import { LawyerPortrait } from '../../components/lawyer-portrait/lawyer-portrait';
import { excerptOf } from '../faq/faq-constants';

import { Highlighted } from './highlighted';
import { INTEGRATE_COPY } from './integrate-copy';

/** 2024-05-20T00:00:00.000Z -> 2024.05.20, as Korean sites date their posts. */
function dotDate(iso: string): string {
  return iso.slice(0, 10).replaceAll('-', '.');
}

export function ArticleResults({
  kind,
  items,
  keyword,
  label,
}: {
  kind: ArticleKind;
  items: readonly ArticleSummary[];
  keyword?: string;
  label: string;
}) {
  return (
    <ul className="site-card-grid site-search-grid" aria-label={label}>
      {items.map((item) => (
        <li key={item.idx} className="site-result-card site-search-article">
          <p className="site-search-article__field">{item.group_name}</p>
          <h3 className="site-search-article__title">
            <Link to={articleDetailPath(kind, item.idx)} className="site-result-card__link">
              <Highlighted text={item.title} keyword={keyword} />
            </Link>
          </h3>
          <p className="site-search-article__intro">
            <Highlighted text={excerptOf(item.intro)} keyword={keyword} />
          </p>
          <time className="site-search-article__date" dateTime={item.created_at}>
            {dotDate(item.created_at)}
          </time>
        </li>
      ))}
    </ul>
  );
}

export function LawyerResults({
  items,
  groups,
  keyword,
  label,
}: {
  items: readonly Lawyer[];
  groups: readonly FaqGroup[];
  keyword?: string;
  label: string;
}) {
  return (
    <ul className="site-card-grid site-search-grid" aria-label={label}>
      {items.map((lawyer) => {
        const group = groups.find((item) => item.code === lawyer.group_code);
        return (
          <li key={lawyer.idx} className="site-result-card site-search-lawyer">
            <LawyerPortrait className="site-search-lawyer__photo" lawyer={lawyer} />
            <div className="site-search-lawyer__body">
              <h3 className="site-search-lawyer__name">
                <Highlighted text={lawyer.lawyer_name} keyword={keyword} />{' '}
                <span className="site-search-lawyer__position">{lawyer.position}</span>
              </h3>
              {group ? (
                <p className="site-search-lawyer__field">
                  <span className="lf-visually-hidden">{INTEGRATE_COPY.lawyerField} </span>
                  {/* The practice-field page lists the field's case types (§2 /field/area). */}
                  <Link to="/field/area" hash={group.code_desc}>
                    {group.code_name}
                  </Link>
                </p>
              ) : null}
              <p className="site-search-lawyer__intro">
                <Highlighted text={lawyer.intro} keyword={keyword} />
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
