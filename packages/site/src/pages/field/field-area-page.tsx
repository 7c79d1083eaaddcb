import type { Center } from '@lawfirm/api-client/site-core';
import { articleListPath, faqDetailPath, faqListPath } from '@lawfirm/api-client/site-core';
import { Link } from '@tanstack/react-router';

import { ActionLink } from '../../components/action-link';
import { Breadcrumb } from '../../components/breadcrumb';
import { ROUTE_BREADCRUMBS } from '../../route-breadcrumbs';
import { ConsultationCard } from '../../components/consultation-card';
import { useHydrationMarker } from '../../lib/use-hydration-marker';

import { FIELD_AREA_COPY } from './field-area-copy';
import { FieldCenters } from './field-centers';
import type { PracticeArea } from './practice-area';

export type { PracticeArea } from './practice-area';

export interface FieldAreaPageProps {
  areas: readonly PracticeArea[];
  /** The group list (call #1); its centres with fields are shown. None while it is missing. */
  centers?: readonly Center[];
}

/**
 * spec/site.md §2 /field/area, the practice-field pages: every field with the case types it
 * takes (calls #13, one per field), its legal Q&A category and, for a field that takes cases,
 * its success cases and info articles; then the centres that group fields. Each field has an anchor (#code_desc) that other pages
 * link to; a jump list leads to them.
 */
export function FieldAreaPage({ areas, centers = [] }: FieldAreaPageProps) {
  useHydrationMarker();
  return (
    <div className="site-field">
      <header className="site-page-hero site-hero-wash">
        <div className="site-container">
          <Breadcrumb items={ROUTE_BREADCRUMBS['/field/area']} />
          <p className="site-eyebrow">PRACTICE AREAS</p>
          <h1 className="site-page-hero__title">{FIELD_AREA_COPY.title}</h1>
          <p className="site-page-hero__lead">{FIELD_AREA_COPY.lead}</p>
          <nav aria-label={FIELD_AREA_COPY.jumpLabel}>
            <ul className="site-inline-list">
              {areas.map(({ group }) => (
                <li key={group.code}>
                  {/* An in-page jump: a plain fragment link, marked by nothing (no route changes). */}
                  <a className="site-chip-link" href={`#${group.code_desc}`}>
                    {group.code_name}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </header>

      <div className="site-container site-field-body">
        <ul className="site-card-grid site-field-grid">
          {areas.map((area, index) => (
            <li key={area.group.code}>
              <AreaCard area={area} number={index + 1} />
            </li>
          ))}
        </ul>

        <FieldCenters centers={centers} areas={areas} />

        <section className="site-field-strength" aria-labelledby="field-strength-title">
          <h2 id="field-strength-title" className="site-field-strength__title">
            {FIELD_AREA_COPY.strengthTitle}
          </h2>
          <p className="site-field-strength__text">{FIELD_AREA_COPY.strengthText}</p>
          <ActionLink to="/strength" variant="secondary">
            {FIELD_AREA_COPY.strengthLink}
          </ActionLink>
        </section>
        <ConsultationCard />
      </div>
    </div>
  );
}

/** How many of a Q&A-only category's questions its card lists. */
export const AREA_CARD_QUESTIONS = 3;

function AreaCard({
  area: { group, fields, questions = [] },
  number,
}: {
  area: PracticeArea;
  number: number;
}) {
  const headingId = `field-${group.code_desc}-title`;
  return (
    <article id={group.code_desc} className="site-field-card" aria-labelledby={headingId}>
      <p className="site-field-card__number" aria-hidden="true">
        {String(number).padStart(2, '0')}
      </p>
      <h2 id={headingId} className="site-field-card__title">
        {group.code_name}
      </h2>
      {fields.length > 0 ? (
        <ul className="site-inline-list" aria-label={FIELD_AREA_COPY.caseTypesOf(group.code_name)}>
          {fields.map((field) => (
            <li key={field.type_idx} className="site-field-card__type">
              {field.tag_title}
            </li>
          ))}
        </ul>
      ) : questions.length > 0 ? (
        <ul
          className="site-field-card__questions"
          aria-label={FIELD_AREA_COPY.questionsOf(group.code_name)}
        >
          {questions.slice(0, AREA_CARD_QUESTIONS).map((question) => (
            <li key={question.idx}>
              <Link to={faqDetailPath(question.idx)}>{question.question}</Link>
            </li>
          ))}
        </ul>
      ) : null}
      <ul className="site-field-card__links" aria-label={FIELD_AREA_COPY.linksOf(group.code_name)}>
        <li>
          <Link to={faqListPath(group.code_desc)}>{FIELD_AREA_COPY.faq}</Link>
        </li>
        {/* Articles are written about the fields that take cases (those with case types). */}
        {fields.length > 0 ? (
          <>
            <li>
              <a href={articleListPath('success', group.code)}>{FIELD_AREA_COPY.success}</a>
            </li>
            <li>
              <a href={articleListPath('info', group.code)}>{FIELD_AREA_COPY.info}</a>
            </li>
          </>
        ) : null}
      </ul>
    </article>
  );
}
