import type { FaqDetail, FaqGroup } from '@lawfirm/api-client/site';
import { Link } from '@tanstack/react-router';

import { Breadcrumb } from '../../components/breadcrumb';
import { ConsultationCard } from '../../components/consultation-card';
import { useHydrationMarker } from '../../lib/use-hydration-marker';

import { FaqAnswer } from './faq-answer';
import { faqDetailBreadcrumbs } from './faq-breadcrumbs';
import {
  FAQ_ANSWER_HEADING_ID,
  FAQ_COPY,
  faqBackToListPath,
  faqDetailPath,
  faqListPath,
  keywordChips,
} from './faq-constants';
import { FaqFeedback } from './faq-feedback';
import { formatCount } from '../../lib/format-count';
import { faqListSearchFor } from './faq-search';
import { FaqSideColumn, hasSideColumn } from './faq-side-column';

export interface FaqDetailPageProps {
  detail: FaqDetail;
  /** The entry's category, for its name; absent when the groups do not list it. */
  group?: FaqGroup;
}

function Neighbour({
  idx,
  title,
  label,
  emptyLabel,
  rel,
}: {
  idx: number | null;
  title: string | null;
  label: string;
  emptyLabel: string;
  rel: 'prev' | 'next';
}) {
  return (
    <li className={`site-faq-neighbours__item site-faq-neighbours__item--${rel}`}>
      <span className="site-faq-neighbours__label">{label}</span>
      {idx === null ? (
        <span className="site-faq-neighbours__title site-faq-neighbours__title--none">
          {emptyLabel}
        </span>
      ) : (
        <Link className="site-faq-neighbours__title" to={faqDetailPath(idx)} rel={rel}>
          {title ?? label}
        </Link>
      )}
    </li>
  );
}

/**
 * spec/site.md §2 /faq/detail/{idx}: the question (title, hit count, body, keyword chips), the
 * answer, feedback, a consultation card, the optional side column, previous and next entries
 * and the way back to the entry's list.
 */
export function FaqDetailPage({ detail, group }: FaqDetailPageProps) {
  useHydrationMarker();
  const backPath = faqBackToListPath(detail);
  const chips = keywordChips(detail.keyword);
  const withSide = hasSideColumn(detail);

  return (
    <div className="site-container site-faq-detail" data-with-side={withSide || undefined}>
      <Breadcrumb items={faqDetailBreadcrumbs(detail, group?.code_name)} />
      <div className="site-faq-detail__layout">
        <article className="site-faq-detail__main">
          <header className="site-faq-question">
            {group ? <p className="site-eyebrow">{group.code_name}</p> : null}
            {/* The badge stays outside the heading, so the heading's text is the question. */}
            <div className="site-faq-question__heading">
              <span className="site-faq-badge" aria-hidden="true">
                Q
              </span>
              <h1 className="site-faq-question__title">{detail.question}</h1>
            </div>
            <p className="site-faq-question__meta">
              {FAQ_COPY.views} {formatCount(detail.hit)}
            </p>
          </header>
          <section className="site-faq-question__body" aria-label={FAQ_COPY.questionHeading}>
            <p>{detail.question_contents}</p>
          </section>
          {chips.length > 0 ? (
            <ul className="site-faq-chips" aria-label={FAQ_COPY.keywordsLabel}>
              {chips.map((chip) => (
                <li key={chip}>
                  <Link
                    className="site-faq-chip"
                    to={faqListPath()}
                    search={faqListSearchFor(1, chip)}
                  >
                    #{chip}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
          <section className="site-faq-answer" aria-labelledby={FAQ_ANSWER_HEADING_ID}>
            <h2 id={FAQ_ANSWER_HEADING_ID} className="site-faq-answer__title">
              <span className="site-faq-badge site-faq-badge--answer" aria-hidden="true">
                A
              </span>
              {FAQ_COPY.answerHeading}
            </h2>
            <FaqAnswer detail={detail} />
          </section>
          <FaqFeedback idx={detail.idx} />
          <ConsultationCard />
          <nav className="site-faq-neighbours" aria-label="이전 글과 다음 글">
            <ul>
              <Neighbour
                idx={detail.pre_idx}
                title={detail.pre_title}
                label={FAQ_COPY.previous}
                emptyLabel={FAQ_COPY.noPrevious}
                rel="prev"
              />
              <Neighbour
                idx={detail.next_idx}
                title={detail.next_title}
                label={FAQ_COPY.next}
                emptyLabel={FAQ_COPY.noNext}
                rel="next"
              />
            </ul>
          </nav>
          <p className="site-faq-detail__back">
            <Link to={backPath} className="lf-button" data-variant="secondary">
              {FAQ_COPY.backToList}
            </Link>
          </p>
        </article>
        <FaqSideColumn
          successList={detail.successList}
          fieldList={detail.fieldList}
          lawyerList={detail.lawyerList}
        />
      </div>
    </div>
  );
}
